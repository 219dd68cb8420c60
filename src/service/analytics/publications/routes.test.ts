import { describe, expect, it } from 'vitest';
import type { Report, ReportType, ScreenKey, ScreenRecord } from '../../../contract/index.ts';
import { AnalyticsErrorBodySchema, ReportsAnswerSchema, ScreenAnswerSchema } from '../../../contract/index.ts';
import { LocalAccount } from '../../local-account.ts';
import { MemoryTaskStore } from '../../memory-task-store.ts';
import type { Publications } from '../../ports.ts';
import { createService } from '../../router.ts';
import { send, sequentialIds, steppingClock } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { MemoryPublications } from './memory-publications.ts';

function service(publications?: Publications) {
  return createService({
    marketData: new MemoryMarketData({}),
    tasks: new MemoryTaskStore(),
    accounts: new LocalAccount(),
    clock: steppingClock(),
    ids: sequentialIds(),
    publications,
  });
}

const sector = (symbol: string, over_200: number): ScreenRecord => ({
  symbol,
  chart_name: `${symbol} Breadth`,
  name: `${symbol} fund`,
  last_value: 50,
  last_update: '2026-11-20',
  over_10: 40,
  over_200,
});
const idea = (symbol: string, date: string): ScreenRecord => ({
  symbol,
  chart_name: `${symbol} Optix`,
  date,
  last_value: 12,
  five_ma: 15,
  equity_close: 100,
  ma_200: 90,
});
const report = (title: string, publish_date: string): Report => ({
  title,
  post_content: `<p>${title}</p>`,
  author: 'A. Writer',
  url: `https://example.com/${title}`,
  publish_date,
});

const SECTORS = [sector('XLK', 71.5), sector('XLE', 12)];
const IDEAS = {
  '2026-11-18': [idea('AAPL', '2026-11-18')],
  '2026-11-20': [idea('MSFT', '2026-11-20'), idea('JPM', '2026-11-20')],
  '2026-11-19': [idea('PG', '2026-11-19')],
};
const REPORTS: Partial<Record<ReportType, Report[]>> = {
  quantedge: [report('q-old', '2026-10-01'), report('q-new', '2026-11-20'), report('q-mid', '2026-11-05')],
  modeledge: [report('m-1', '2026-11-12'), report('m-2', '2026-11-12')],
  tradingedge: [report('t-1', '2026-09-30'), report('t-2', '2026-11-19'), report('t-3', '2026-08-01')],
};
const memory = () =>
  new MemoryPublications({ screens: { 'etf-sector-ma': SECTORS, 'stocks-long-ideas': IDEAS }, reports: REPORTS });

/** Records what the service asks of the port. */
function spying(inner: Publications): Publications & { asked: [ScreenKey, string | undefined][] } {
  const asked: [ScreenKey, string | undefined][] = [];
  return {
    asked,
    screen: (key, date) => {
      asked.push([key, date]);
      return inner.screen(key, date);
    },
    reports: (type) => inner.reports(type),
  };
}

const titles = (body: unknown) => ReportsAnswerSchema.parse(body).data.map((r) => r.title);

describe('GET /screens/get-predefined-screens', () => {
  it('lists the 15 keys of spec 4.7 with the categories of spec 2.7, with or without publications', async () => {
    const expected = [
      ['etf-sentiment-seasonality', 'A'],
      ['commod-sentiment-seasonality', 'A'],
      ['etf-sentiment-trend', 'B'],
      ['commod-sentiment-trend', 'B'],
      ['stocks-long-ideas', 'C'],
      ['stocks-short-ideas', 'C'],
      ['nasdaq100-long-ideas', 'C'],
      ['nasdaq100-short-ideas', 'C'],
      ['russell3000-long-ideas', 'C'],
      ['russell3000-short-ideas', 'C'],
      ['commod-hedger-extremes', 'D'],
      ['etf-sector-ma', 'E'],
      ['optix-exhaustion', 'F'],
      ['sp1500-dividend', 'G'],
      ['nasdaq100-dividend', 'G'],
    ].map(([key, category]) => ({ key, category }));
    for (const s of [service(memory()), service()]) {
      const { status, body } = await send(s, 'GET', '/screens/get-predefined-screens');
      expect(status).toBe(200);
      expect(body).toEqual({ code: 200, data: { screens: expected } });
    }
  });
});

describe('GET /screens', () => {
  it('answers a screen’s records with its key as type', async () => {
    const { status, body } = await send(service(memory()), 'GET', '/screens?key=etf-sector-ma');
    expect(status).toBe(200);
    expect(ScreenAnswerSchema.parse(body)).toEqual({ code: 200, data: SECTORS, type: 'etf-sector-ma' });
  });

  it('answers an ideas screen’s latest day without a date, and the day asked with one', async () => {
    const s = service(memory());
    const latest = await send(s, 'GET', '/screens?key=stocks-long-ideas');
    expect(ScreenAnswerSchema.parse(latest.body).data.map((r) => r.symbol)).toEqual(['MSFT', 'JPM']);
    const asked = await send(s, 'GET', '/screens?key=stocks-long-ideas&date=2026-11-18');
    expect(ScreenAnswerSchema.parse(asked.body).data).toEqual([idea('AAPL', '2026-11-18')]);
  });

  it('answers 404 for a day the ideas screen does not have, and for a screen without data', async () => {
    const s = service(memory());
    const day = await send(s, 'GET', '/screens?key=stocks-long-ideas&date=2026-11-01');
    expect(day.status).toBe(404);
    expect(day.body).toEqual({ code: 404, msg: 'no stocks-long-ideas screen for 2026-11-01', data: null });
    const none = await send(s, 'GET', '/screens?key=optix-exhaustion');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 404, msg: 'no data for the optix-exhaustion screen', data: null });
  });

  it('ignores a date on a screen that is not an ideas screen (spec: effective only there)', async () => {
    const port = spying(memory());
    const s = service(port);
    const { status, body } = await send(s, 'GET', '/screens?key=etf-sector-ma&date=2026-11-01');
    expect(status).toBe(200);
    expect(ScreenAnswerSchema.parse(body).data).toEqual(SECTORS);
    await send(s, 'GET', '/screens?key=stocks-short-ideas&date=2026-11-02');
    expect(port.asked).toEqual([
      ['etf-sector-ma', undefined],
      ['stocks-short-ideas', '2026-11-02'],
    ]);
  });

  it('answers 400 naming the field for a missing or unknown key and a bad date', async () => {
    const s = service(memory());
    const cases: [string, string, RegExp][] = [
      ['/screens', 'key', /^key: key is required; expected one of etf-sentiment-seasonality, /],
      ['/screens?key=sp500-dividend', 'key', /^key: unknown screen; expected one of .*, nasdaq100-dividend$/],
      ['/screens?key=stocks-long-ideas&date=2026-02-30', 'date', /^date: not a calendar date$/],
      ['/screens?key=stocks-long-ideas&date=20261120', 'date', /^date: expected a date as YYYY-MM-DD/],
    ];
    for (const [path, field, msg] of cases) {
      const { status, body } = await send(s, 'GET', path);
      expect(status, path).toBe(400);
      const error = AnalyticsErrorBodySchema.parse(body);
      expect(error.code).toBe(400);
      expect(error.msg).toMatch(msg);
      expect(new Set(error.errors?.map((e) => e.path))).toEqual(new Set([field]));
    }
  });

  it('treats an empty date as no date', async () => {
    const { body } = await send(service(memory()), 'GET', '/screens?key=stocks-long-ideas&date=');
    expect(ScreenAnswerSchema.parse(body).data.map((r) => r.symbol)).toEqual(['MSFT', 'JPM']);
  });
});

describe('GET /reports/get-predefined-report-types', () => {
  it('lists the four types of spec 2.8 with their names, with or without publications', async () => {
    for (const s of [service(memory()), service()]) {
      const { status, body } = await send(s, 'GET', '/reports/get-predefined-report-types');
      expect(status).toBe(200);
      expect(body).toEqual({
        code: 200,
        data: {
          report_types: [
            { type: 'quantedge', name: 'QuantEdge' },
            { type: 'modeledge', name: 'ModelEdge' },
            { type: 'sentimentedge', name: 'SentimentEdge' },
            { type: 'tradingedge', name: 'TradingEdge' },
          ],
        },
      });
    }
  });
});

describe('GET /reports', () => {
  it('answers the 5 newest of every type without a type field; same-day reports keep their order', async () => {
    const { status, body } = await send(service(memory()), 'GET', '/reports');
    expect(status).toBe(200);
    // All eight by date: q-new 11-20, t-2 11-19, m-1 11-12, m-2 11-12, q-mid 11-05, q-old 10-01, t-1 09-30, t-3 08-01.
    expect(titles(body)).toEqual(['q-new', 't-2', 'm-1', 'm-2', 'q-mid']);
    expect(body).toMatchObject({ code: 200, count: 5 });
    expect(body).not.toHaveProperty('type');
  });

  it('cuts to n and filters by type, echoing it', async () => {
    const s = service(memory());
    const two = await send(s, 'GET', '/reports?n=2');
    expect(titles(two.body)).toEqual(['q-new', 't-2']);
    expect(two.body).toMatchObject({ count: 2 });
    const quant = await send(s, 'GET', '/reports?report_type=quantedge&n=10');
    expect(titles(quant.body)).toEqual(['q-new', 'q-mid', 'q-old']);
    expect(quant.body).toMatchObject({ code: 200, type: 'quantedge', count: 3 });
    const all = await send(s, 'GET', '/reports?n=10');
    expect(titles(all.body)).toEqual(['q-new', 't-2', 'm-1', 'm-2', 'q-mid', 'q-old', 't-1', 't-3']);
  });

  it('answers an empty list, count 0, for a type without reports', async () => {
    const { status, body } = await send(service(memory()), 'GET', '/reports?report_type=sentimentedge');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, data: [], type: 'sentimentedge', count: 0 });
  });

  it('answers 400 naming the field for a bad n or an unknown type', async () => {
    const s = service(memory());
    const cases: [string, string, string][] = [
      ['/reports?n=0', 'n', 'n: expected a whole number from 1 to 10'],
      ['/reports?n=11', 'n', 'n: expected a whole number from 1 to 10'],
      ['/reports?n=2.5', 'n', 'n: expected a whole number from 1 to 10'],
      ['/reports?n=five', 'n', 'n: expected a whole number from 1 to 10'],
      [
        '/reports?report_type=edge',
        'report_type',
        'report_type: expected one of quantedge, modeledge, sentimentedge, tradingedge',
      ],
    ];
    for (const [path, field, msg] of cases) {
      const { status, body } = await send(s, 'GET', path);
      expect(status, path).toBe(400);
      expect(body).toEqual({
        code: 400,
        msg,
        data: null,
        errors: [{ path: field, message: msg.slice(field.length + 2) }],
      });
    }
  });
});

describe('without publications (the browser connection)', () => {
  const msg = 'screens and reports come from a server: connect one in Settings';

  it('answers code 404 on /screens and /reports', async () => {
    const s = service();
    for (const path of ['/screens?key=etf-sector-ma', '/reports', '/reports?report_type=modeledge&n=3']) {
      const { status, body } = await send(s, 'GET', path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ code: 404, msg, data: null });
    }
  });

  it('still checks the parameters first', async () => {
    const { status, body } = await send(service(), 'GET', '/screens?key=nope');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, errors: [{ path: 'key' }] });
  });
});

describe('a port that fails', () => {
  it('answers code 500 with its message', async () => {
    const broken: Publications = {
      screen: () => Promise.reject(new Error('screens/etf-sector-ma.json: not valid JSON')),
      reports: () => Promise.resolve([]),
    };
    const { status, body } = await send(service(broken), 'GET', '/screens?key=etf-sector-ma');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, msg: 'internal error: screens/etf-sector-ma.json: not valid JSON', data: null });
  });
});
