import type { SeasonalityFeature } from '../../../contract/index.ts';
import { SEASONALITY_FEATURES } from '../../../contract/index.ts';
import { HOLIDAY_NAMES } from '../../../engine/calendar/index.ts';
import { dayNumber, civilFromDays } from '../../../engine/series/civil.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { ServicePorts } from '../../ports.ts';
import { calendarWindowHandlers } from './calendar-routes.ts';
import type { FeatureInput, SeasonalityParams } from './features.ts';
import { FEATURE_BUILDERS } from './features.ts';
import { resolveYears, seasonalityBars } from './years.ts';

type SeasonalityKey =
  | 'GET /seasonality/get-predefined-holidays'
  | `GET /seasonality/${SeasonalityFeature}`
  | 'GET /seasonality'
  | 'GET /seasonality/average-year'
  | 'GET /seasonality/window'
  | 'GET /seasonality/best-windows';

/** The seasonality endpoints of spec 4.1: one per feature, and `/seasonality` with all (or some) of them at once. */
export function seasonalityHandlers(ports: Pick<ServicePorts, 'marketData' | 'clock'>): HandlersOf<SeasonalityKey> {
  async function input(params: SeasonalityParams): Promise<FeatureInput> {
    const today = dayNumber(ports.clock.now());
    const bars = await seasonalityBars(ports.marketData, params.ticker);
    const span = resolveYears(bars, params.ticker, civilFromDays(today).year, params.start_year, params.end_year);
    return { bars, ticker: params.ticker, span, params, today };
  }

  /** One feature's own endpoint: its standalone answer. */
  const feature =
    <F extends SeasonalityFeature>(name: F) =>
    async ({ query }: { query: SeasonalityParams }) => ({
      code: 200 as const,
      data: FEATURE_BUILDERS[name](await input(query)).standalone,
    });

  return {
    ...calendarWindowHandlers(ports),
    'GET /seasonality/get-predefined-holidays': () => ({ code: 200, data: { holidays: [...HOLIDAY_NAMES] } }),
    'GET /seasonality/performance-by-week': feature('performance-by-week'),
    'GET /seasonality/performance-by-month': feature('performance-by-month'),
    'GET /seasonality/performance-around-holiday': feature('performance-around-holiday'),
    'GET /seasonality/performance-by-day-of-single-month': feature('performance-by-day-of-single-month'),
    'GET /seasonality/performance-around-specific-days': feature('performance-around-specific-days'),
    'GET /seasonality/performance-by-day-of-month': feature('performance-by-day-of-month'),
    'GET /seasonality/performance-by-day-of-year': feature('performance-by-day-of-year'),
    'GET /seasonality/one-dollar-curve': feature('one-dollar-curve'),
    'GET /seasonality': async ({ query }) => {
      const at = await input(query);
      const features = at.params.features ?? SEASONALITY_FEATURES;
      const data: Record<string, unknown> = {};
      for (const name of features) {
        const answer = FEATURE_BUILDERS[name](at);
        data[name] = {
          meta: {
            description: answer.description,
            start_year: at.span.startYear,
            end_year: at.span.endYear,
            ...answer.fields,
          },
          data: answer.rows,
        };
      }
      return { code: 200, data };
    },
  };
}
