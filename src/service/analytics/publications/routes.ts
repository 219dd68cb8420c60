import type { Env, Hono } from 'hono';
import type { ReportsAnswer, ScreenAnswer } from '../../../contract/index.ts';
import {
  isIdeasScreen,
  reportTypeList,
  ReportsQuerySchema,
  screenList,
  ScreenQuerySchema,
} from '../../../contract/index.ts';
import type { Publications } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
import { analyticsQuery } from '../read-input.ts';
import { newestFirst } from './newest-first.ts';

/** What a connection without publications (the browser's) answers on /screens and /reports. */
export const NO_PUBLICATIONS_MESSAGE = 'screens and reports come from a server: connect one in Settings';

function source(publications: Publications | undefined): Publications {
  if (!publications) throw new AnalyticsServiceError(404, NO_PUBLICATIONS_MESSAGE);
  return publications;
}

/**
 * The screens and reports of spec 4.7 and 4.8. The lists of keys and types are fixed, so they answer everywhere;
 * records and reports come from the Publications port. Parameters are checked first: a bad one is code 400 even where
 * there is no port. `date` reaches the port only for the long/short ideas screens: elsewhere it has no effect.
 */
export function addPublicationRoutes<E extends Env>(app: Hono<E>, publications: Publications | undefined) {
  app.get('/screens/get-predefined-screens', (c) => c.json({ code: 200, data: screenList() }));

  app.get('/screens', async (c) => {
    const query = analyticsQuery(ScreenQuerySchema, c);
    const date = isIdeasScreen(query.key) ? query.date : undefined;
    const records = await source(publications).screen(query.key, date);
    if (!records)
      throw new AnalyticsServiceError(
        404,
        date ? `no ${query.key} screen for ${date}` : `no data for the ${query.key} screen`,
      );
    return c.json({ code: 200, data: records, type: query.key } satisfies ScreenAnswer);
  });

  app.get('/reports/get-predefined-report-types', (c) => c.json({ code: 200, data: reportTypeList() }));

  app.get('/reports', async (c) => {
    const { report_type, n } = analyticsQuery(ReportsQuerySchema, c);
    const data = newestFirst(await source(publications).reports(report_type)).slice(0, n);
    return c.json({
      code: 200,
      data,
      ...(report_type !== undefined && { type: report_type }),
      count: data.length,
    } satisfies ReportsAnswer);
  });
}
