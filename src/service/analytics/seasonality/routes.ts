import type { Hono } from 'hono';
import type { Context, Env } from 'hono';
import { SEASONALITY_FEATURES, SeasonalityQuerySchema } from '../../../contract/index.ts';
import { HOLIDAY_NAMES } from '../../../engine/calendar/index.ts';
import { dayNumber, civilFromDays } from '../../../engine/series/civil.ts';
import type { ServicePorts } from '../../ports.ts';
import { analyticsQuery } from '../read-input.ts';
import { addCalendarWindowRoutes } from './calendar-routes.ts';
import type { FeatureInput } from './features.ts';
import { FEATURE_BUILDERS } from './features.ts';
import { resolveYears, seasonalityBars } from './years.ts';

/** The seasonality endpoints of spec 4.1: one per feature, and `/seasonality` with all (or some) of them at once. */
export function addSeasonalityRoutes<E extends Env>(app: Hono<E>, ports: Pick<ServicePorts, 'marketData' | 'clock'>) {
  async function input(c: Context): Promise<FeatureInput> {
    const params = analyticsQuery(SeasonalityQuerySchema, c);
    const today = dayNumber(ports.clock.now());
    const bars = await seasonalityBars(ports.marketData, params.ticker);
    const span = resolveYears(bars, params.ticker, civilFromDays(today).year, params.start_year, params.end_year);
    return { bars, ticker: params.ticker, span, params, today };
  }

  addCalendarWindowRoutes(app, ports);

  app.get('/seasonality/get-predefined-holidays', (c) => c.json({ code: 200, data: { holidays: [...HOLIDAY_NAMES] } }));

  for (const feature of SEASONALITY_FEATURES) {
    app.get(`/seasonality/${feature}`, async (c) =>
      c.json({ code: 200, data: FEATURE_BUILDERS[feature](await input(c)).standalone }),
    );
  }

  app.get('/seasonality', async (c) => {
    const at = await input(c);
    const features = at.params.features ?? SEASONALITY_FEATURES;
    const data: Record<string, unknown> = {};
    for (const feature of features) {
      const answer = FEATURE_BUILDERS[feature](at);
      data[feature] = {
        meta: {
          description: answer.description,
          start_year: at.span.startYear,
          end_year: at.span.endYear,
          ...answer.fields,
        },
        data: answer.rows,
      };
    }
    return c.json({ code: 200, data });
  });
}
