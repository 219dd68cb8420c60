import type { SeasonalityAll } from '../../contract/index.ts';
import { SEASONALITY_FEATURES } from '../../contract/index.ts';
import { featureOf } from './view-props.ts';

/** The years the service used (after clipping to the data), from the first feature whose meta says; else null. */
export function yearsUsed(answer: SeasonalityAll): { start: number; end: number } | null {
  for (const name of SEASONALITY_FEATURES) {
    const meta = featureOf(answer, name)?.meta;
    if (meta?.start_year !== undefined && meta.end_year !== undefined)
      return { start: meta.start_year, end: meta.end_year };
  }
  return null;
}
