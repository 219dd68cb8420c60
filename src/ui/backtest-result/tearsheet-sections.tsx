import type { BacktestResult, PriceBars } from '../../contract/index.ts';
import { ResultSection } from '../layout/result-section.tsx';
import { AnnualReturnsSection } from './annual-returns-section.tsx';
import { BenchmarkPanel } from './benchmark-panel.tsx';
import { EquitySection } from './equity-section.tsx';
import { MonthlyReturnsSection } from './monthly-returns-section.tsx';
import { PriceAndTradeSections } from './trade-sections.tsx';

export interface TearsheetSectionsProps {
  result: BacktestResult;
  priceBars: PriceBars | null | undefined;
  priceNote?: string;
  /** The builder's live CSV results: shorter charts that keep the reader's zoom across re-runs. */
  live?: boolean;
}

/**
 * Everything below a result's figures, as a tearsheet: equity with its worst drawdowns, against the benchmark,
 * monthly and annual returns, price with the trades, the trade table and the spread of returns. The task page and the
 * builder's CSV mode show the same.
 */
export function TearsheetSections({ result, priceBars, priceNote, live = false }: TearsheetSectionsProps) {
  const benchmark = result.Extra.benchmark;
  return (
    <>
      {/* The equity first: it is what a live edit is judged by, and the benchmark's line on it leads into its figures. */}
      <EquitySection result={result} height={live ? 320 : 420} keepVisibleRange={live} />
      <ResultSection title={benchmark ? `Against the benchmark ${benchmark.symbol}` : 'Against the benchmark'}>
        <BenchmarkPanel result={result} />
      </ResultSection>
      <MonthlyReturnsSection result={result} />
      <AnnualReturnsSection result={result} />
      <PriceAndTradeSections
        result={result}
        priceBars={priceBars}
        priceNote={priceNote}
        priceHeight={live ? 300 : 380}
        keepVisibleRange={live}
      />
    </>
  );
}
