import type { z } from 'zod';
import type { PatternCorrData, PatternCorrRequestSchema } from '../../../contract/index.ts';
import { patternCorrelation } from '../../../engine/correlation/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import { windowRange } from '../../../engine/series/window.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { dayStart, pricesOf } from './prices.ts';

export type PatternCorrBody = z.output<typeof PatternCorrRequestSchema>;

const MIN_CLOSES = 3;

function windowCloses(bars: Bars, symbol: string, field: string, from: string, to: string) {
  const range = windowRange(bars.time, dayStart(from), dayStart(to));
  const count = range ? range.to - range.from + 1 : 0;
  if (!range || count < MIN_CLOSES)
    throw new AnalyticsServiceError(
      411,
      `${symbol} has ${count} closes between ${from} and ${to}; a pattern needs at least ${MIN_CLOSES}`,
      [{ path: field, message: `${count} closes in the window` }],
    );
  const points = [];
  for (let i = range.from; i <= range.to; i++) points.push({ Date: isoDay(bars.time[i]), Close: bars.close[i] });
  return points;
}

/**
 * `/pattern_corr`: how alike two windows' price paths are, 0 to 100 (docs/semantics.md). Both windows' closes are
 * returned too, so a client can draw the overlay.
 */
export async function patternCorrelationOf(marketData: MarketData, body: PatternCorrBody): Promise<PatternCorrData> {
  const [reference, comparison] = await pricesOf(marketData, [
    { field: 'referenceSymbol', symbol: body.referenceSymbol },
    { field: 'comparisonSymbol', symbol: body.comparisonSymbol },
  ]);
  const ref = windowCloses(
    reference,
    body.referenceSymbol,
    'referenceStartDate',
    body.referenceStartDate,
    body.referenceEndDate,
  );
  const cmp = windowCloses(
    comparison,
    body.comparisonSymbol,
    'comparisonStartDate',
    body.comparisonStartDate,
    body.comparisonEndDate,
  );
  const score = patternCorrelation(
    ref.map((p) => p.Close),
    cmp.map((p) => p.Close),
  );
  if (!Number.isFinite(score))
    throw new AnalyticsServiceError(411, 'a window whose price does not move has no pattern to compare');
  return { pattern_corr: score, reference: ref, comparison: cmp };
}
