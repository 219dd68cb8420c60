import Box from '@mui/material/Box';
import { memo } from 'react';
import type { BacktestResult, PriceBars } from '../../contract/index.ts';
import { NoTradesNotice } from '../../ui/backtest-result/no-trades-notice.tsx';
import { TearsheetSections } from '../../ui/backtest-result/tearsheet-sections.tsx';

/**
 * Below the live figures: the same tearsheet as a task's page, with charts that keep the reader's zoom across
 * re-runs. Loaded lazily (the charts' library is only needed once a CSV is in use).
 */
function CsvResultDetails({ result, bars }: { result: BacktestResult; bars: PriceBars }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {result.Extra.trades.length === 0 && <NoTradesNotice result={result} />}
      <TearsheetSections result={result} priceBars={bars} live />
    </Box>
  );
}

// Memoised: the results column re-renders on every keystroke, these only when a new result is shown.
export default memo(CsvResultDetails);
