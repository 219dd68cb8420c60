import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BacktestResult, PriceBars } from '../../contract/index.ts';
import { EquityChart } from './equity-chart.tsx';
import { NoTradesNotice } from './no-trades-notice.tsx';
import { PriceChart } from './price-chart.tsx';
import { ResultFiguresPanel } from './result-figures-panel.tsx';
import { ResultSection } from '../layout/result-section.tsx';
import { TradeSections } from './trade-sections.tsx';

export interface BacktestResultViewProps {
  result: BacktestResult;
  /** The symbol's bars for the price chart; without them the chart is replaced by `priceNote`. */
  priceBars?: PriceBars | null;
  /** Why there is no price chart (loading, or the bars could not be read). */
  priceNote?: string;
  /** A heading above the result, e.g. "Instant backtest of spx.csv". */
  title?: string;
}

/**
 * Everything a backtest result says: figures, equity and drawdown, price with trade markers, the trade table with its
 * CSV, and the distribution of returns. It fetches nothing, so a task and an instant CSV run show the same view.
 */
export function BacktestResultView({ result, priceBars, priceNote, title }: BacktestResultViewProps) {
  const trades = result.Extra.trades;
  const from = result.Extra.dates[0] ?? '';
  const to = result.Extra.dates.at(-1) ?? result['BT End Date'];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {title && (
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      )}
      {trades.length === 0 && <NoTradesNotice result={result} />}
      <ResultFiguresPanel result={result} />
      <ResultSection title="Equity and drawdown">
        <EquityChart result={result} />
      </ResultSection>
      <ResultSection title="Price and trades">
        {priceBars ? (
          <PriceChart symbol={result.Symbol} bars={priceBars} trades={trades} from={from} to={to} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {priceNote ?? 'No price bars came with this result, so the price chart is not shown.'}
          </Typography>
        )}
      </ResultSection>
      <TradeSections result={result} />
    </Box>
  );
}
