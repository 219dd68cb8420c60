import type { BacktestResult } from '../../contract/index.ts';
import { ResultSection } from '../layout/result-section.tsx';
import { ReturnHistogramPanel } from './return-histogram-panel.tsx';
import { TradeTable } from './trade-table.tsx';

/** A result's trades as a table (with its CSV) and the spread of their returns; nothing when there are none. */
export function TradeSections({ result }: { result: BacktestResult }) {
  const trades = result.Extra.trades;
  if (trades.length === 0) return null;
  return (
    <>
      <ResultSection title={`Trades (${trades.length})`}>
        <TradeTable trades={trades} fileName={`${result.Symbol}-${result.Frequency}-trades.csv`} />
      </ResultSection>
      <ResultSection title="Distribution of trade returns">
        <ReturnHistogramPanel returns={result['Each Return']} />
      </ResultSection>
    </>
  );
}
