import type { BenchLine, BenchScale } from './timing.ts';
import { stitchedDaily } from './bench-data.ts';
import { FULL } from './timing.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { commonReturns, correlationMatrix, rollingBeta, rollingCorrelation } from '../src/engine/correlation/index.ts';

const SYMBOLS = 10;
const YEARS = 20;
const OFFSET = 700;

type Prices = Pick<Bars, 'time' | 'close'>;

/**
 * Ten symbols on one weekday calendar of `years` years (20 in the full run), each a different stretch of real closes,
 * and each but the first missing one date in (150 + 10k), so the intersection has real work to do (about 5% of dates
 * are not common).
 */
function symbols(years: number, offset: number): Prices[] {
  const count = years * 252;
  const stitched = stitchedDaily(count + (SYMBOLS - 1) * offset);
  const out: Prices[] = [];
  for (let k = 0; k < SYMBOLS; k++) {
    const keep: number[] = [];
    for (let i = 0; i < count; i++) if (k === 0 || i % (150 + 10 * k) !== k) keep.push(i);
    out.push({
      time: Float64Array.from(keep, (i) => stitched.time[i]),
      close: Float64Array.from(keep, (i) => stitched.close[i + k * offset]),
    });
  }
  return out;
}

/** /symbol_corr: returns on common dates, the matrix, and each comparison's rolling r against the benchmark. */
function symbolCorr(series: Prices[], window: number): number {
  const common = commonReturns(series, NaN, NaN);
  const matrix = correlationMatrix(common.returns);
  let sink = matrix[0][1];
  for (let k = 1; k < series.length; k++) sink += rollingCorrelation(common.returns[k], common.returns[0], window)[0];
  return sink;
}

/** /symbol_beta: returns on common dates and every symbol's rolling beta to the benchmark. */
function symbolBeta(series: Prices[], window: number): number {
  const common = commonReturns(series, NaN, NaN);
  let sink = 0;
  for (let k = 0; k < series.length; k++) sink += rollingBeta(common.returns[k], common.returns[0], window)[0];
  return sink;
}

export async function correlationBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const years = scale.pick(YEARS, 2);
  const series = symbols(years, scale.pick(OFFSET, 20));
  const dates = commonReturns(series, NaN, NaN).time.length;
  const corr = await scale.time(() => symbolCorr(series, 21), 50);
  const corrYear = await scale.time(() => symbolCorr(series, 252), 50);
  const beta = await scale.time(() => symbolBeta(series, 21), 50);
  const only = await scale.time(() => commonReturns(series, NaN, NaN), 50);
  return [
    { name: `/symbol_corr work, 10 symbols x ${years} years (${dates} common returns), window 21`, ms: corr.medianMs },
    { name: '  the same, window 252', ms: corrYear.medianMs },
    { name: '/symbol_beta work, 10 rolling betas, window 21', ms: beta.medianMs },
    { name: '  of which commonReturns for 10 symbols', ms: only.medianMs },
  ];
}
