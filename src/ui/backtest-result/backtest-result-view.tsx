import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BacktestResult, PriceBars } from '../../contract/index.ts';
import { NoTradesNotice } from './no-trades-notice.tsx';
import { PerformanceSummarySection } from './performance-summary-section.tsx';
import { ResultFiguresPanel } from './result-figures-panel.tsx';
import { ResultSection } from '../layout/result-section.tsx';
import { TearsheetSections } from './tearsheet-sections.tsx';
import { TradeMonteCarloPanel } from './trade-monte-carlo-panel.tsx';

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
 * Everything a backtest result says, as a tearsheet: figures, equity and drawdowns, the benchmark, monthly and annual
 * returns, price with trade markers, the trade table with its CSV, and the distribution of returns. It fetches
 * nothing, so a task and an instant CSV run show the same view.
 */
export function BacktestResultView({ result, priceBars, priceNote, title }: BacktestResultViewProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {title && (
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      )}
      {result.Extra.trades.length === 0 && <NoTradesNotice result={result} />}
      <ResultFiguresPanel result={result} />
      <PerformanceSummarySection result={result} />
      <TearsheetSections result={result} priceBars={priceBars} priceNote={priceNote} />
      {result['Each Return'].length > 0 && (
        <ResultSection title="Monte Carlo of the trades">
          <TradeMonteCarloPanel returnsPct={result['Each Return']} />
        </ResultSection>
      )}
    </Box>
  );
}
