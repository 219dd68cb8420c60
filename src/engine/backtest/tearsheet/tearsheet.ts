import type { BenchmarkFigures, BenchmarkSeries } from './benchmark-comparison.ts';
import { compareWithBenchmark } from './benchmark-comparison.ts';
import type { DrawdownEpisodeAt } from './drawdown-episodes.ts';
import { drawdownEpisodes } from './drawdown-episodes.ts';
import type { MonthReturn, YearReturn } from './period-returns.ts';
import { periodReturns } from './period-returns.ts';

export interface TearsheetInput {
  /** Epoch-ms time of each equity value: the window's bars. */
  time: Float64Array;
  equity: Float64Array;
  capital: number;
  barsPerYear: number;
  /** Null when the request's benchmark has no prices at all. */
  benchmark: BenchmarkSeries | null;
}

export interface Tearsheet {
  /** Null when there is no benchmark or it has no bar on any of the result's bars. */
  benchmark: BenchmarkFigures | null;
  monthly: MonthReturn[];
  annual: YearReturn[];
  /** The 5 deepest, deepest first. */
  drawdowns: DrawdownEpisodeAt[];
}

export const TOP_DRAWDOWNS = 5;

/** The figures of the result's tearsheet (docs/semantics.md, "Tearsheet"), from the equity curve over the window. */
export function computeTearsheet({ time, equity, capital, barsPerYear, benchmark }: TearsheetInput): Tearsheet {
  const { monthly, annual } = periodReturns(time, equity, capital);
  return {
    benchmark: benchmark === null ? null : compareWithBenchmark(time, equity, benchmark, capital, barsPerYear),
    monthly,
    annual,
    drawdowns: drawdownEpisodes(equity, TOP_DRAWDOWNS),
  };
}
