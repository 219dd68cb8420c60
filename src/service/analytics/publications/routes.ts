import type { ReportsAnswer, ScreenAnswer } from '../../../contract/index.ts';
import { isIdeasScreen, reportTypeList, screenList, screenTakesUniverse } from '../../../contract/index.ts';
import type { HandlersOf } from '../../endpoint-router.ts';
import type { Publications } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';
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
export function publicationHandlers(
  publications: Publications | undefined,
): HandlersOf<
  'GET /screens/get-predefined-screens' | 'GET /screens' | 'GET /reports/get-predefined-report-types' | 'GET /reports'
> {
  return {
    'GET /screens/get-predefined-screens': () => ({ code: 200, data: screenList() }),
    'GET /screens': async ({ query }) => {
      const date = isIdeasScreen(query.key) ? query.date : undefined;
      const universe = screenTakesUniverse(query.key) ? query.universe : undefined;
      const records = await source(publications).screen(query.key, date, universe);
      if (!records)
        throw new AnalyticsServiceError(
          404,
          date ? `no ${query.key} screen for ${date}` : `no data for the ${query.key} screen`,
        );
      return { code: 200, data: records, type: query.key } satisfies ScreenAnswer;
    },
    'GET /reports/get-predefined-report-types': () => ({ code: 200, data: reportTypeList() }),
    'GET /reports': async ({ query }) => {
      const { report_type, n } = query;
      const data = newestFirst(await source(publications).reports(report_type)).slice(0, n);
      return {
        code: 200,
        data,
        ...(report_type !== undefined && { type: report_type }),
        count: data.length,
      } satisfies ReportsAnswer;
    },
  };
}
