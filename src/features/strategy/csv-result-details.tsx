import Box from '@mui/material/Box';
import { memo } from 'react';
import type { BacktestResult, PriceBars } from '../../contract/index.ts';
import { EquityChart } from '../../ui/backtest-result/equity-chart.tsx';
import { NoTradesNotice } from '../../ui/backtest-result/no-trades-notice.tsx';
import { PriceChart } from '../../ui/backtest-result/price-chart.tsx';
import { TradeSections } from '../../ui/backtest-result/trade-sections.tsx';
import { ResultSection } from '../../ui/layout/result-section.tsx';

/**
 * Below the live figures: equity and price charts that keep the reader's zoom across re-runs, then the trades. Loaded
 * lazily (the charts' library is only needed once a CSV is in use).
 */
function CsvResultDetails({ result, bars }: { result: BacktestResult; bars: PriceBars }) {
  const trades = result.Extra.trades;
  const from = result.Extra.dates[0] ?? '';
  const to = result.Extra.dates.at(-1) ?? result['BT End Date'];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {trades.length === 0 && <NoTradesNotice result={result} />}
      <ResultSection title="Equity and drawdown">
        <EquityChart result={result} height={320} keepVisibleRange />
      </ResultSection>
      <ResultSection title="Price and trades">
        <PriceChart
          symbol={result.Symbol}
          bars={bars}
          trades={trades}
          from={from}
          to={to}
          height={300}
          keepVisibleRange
        />
      </ResultSection>
      <TradeSections result={result} />
    </Box>
  );
}

// Memoised: the results column re-renders on every keystroke, these only when a new result is shown.
export default memo(CsvResultDetails);
