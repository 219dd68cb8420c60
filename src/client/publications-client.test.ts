import { describe, expect, it } from 'vitest';
import type { Report } from '../contract/index.ts';
import { MemoryPublications } from '../service/analytics/publications/memory-publications.ts';
import { LocalAccount } from '../service/local-account.ts';
import { MemoryTaskStore } from '../service/memory-task-store.ts';
import type { Publications } from '../service/ports.ts';
import { createService } from '../service/router.ts';
import { sequentialIds, steppingClock } from '../service/testing/harness.ts';
import { MemoryMarketData } from '../service/testing/memory-market-data.ts';
import { createTestConnection } from '../testing/test-connection.ts';
import { AnalyticsClient } from './analytics-client.ts';
import { AnalyticsError } from './api-error.ts';
import type { HttpTransport } from './backtest-client.ts';

/** A client over the service in this process, the way the server connection reaches it over HTTP. */
function clientOver(publications?: Publications): { client: AnalyticsClient; paths: string[] } {
  const service = createService({
    marketData: new MemoryMarketData({}),
    tasks: new MemoryTaskStore(),
    accounts: new LocalAccount(),
    clock: steppingClock(),
    ids: sequentialIds(),
    publications,
  });
  const paths: string[] = [];
  const transport: HttpTransport = {
    request: async (method, path) => {
      paths.push(path);
      const response = await service.app.request(path, { method });
      return { status: response.status, body: await response.json() };
    },
  };
  return { client: new AnalyticsClient(transport), paths };
}

const report = (title: string, publish_date: string): Report => ({
  title,
  post_content: '<p>x</p>',
  author: 'A',
  url: 'https://example.com',
  publish_date,
});

const publications = new MemoryPublications({
  screens: {
    'optix-exhaustion': [
      { chart_name: 'S&P 500 Optix', last_value: 81, last_update: '2026-11-20', group: 'Equity', '10MA': 77.5 },
    ],
    'russell3000-short-ideas': {
      '2026-11-19': [
        {
          symbol: 'AAA',
          chart_name: 'AAA Optix',
          date: '2026-11-19',
          last_value: 90,
          five_ma: 88,
          equity_close: 12,
          ma_200: 14,
        },
      ],
      '2026-11-20': [],
    },
  },
  reports: { modeledge: [report('old', '2026-01-02'), report('new', '2026-03-04'), report('mid', '2026-02-03')] },
});

describe('AnalyticsClient: screens and reports', () => {
  it('reads the screen list and the report types', async () => {
    const { client, paths } = clientOver();
    const screens = await client.screens();
    expect(screens).toHaveLength(15);
    expect(screens[12]).toEqual({ key: 'optix-exhaustion', category: 'F' });
    expect((await client.reportTypes()).map((t) => t.name)).toEqual([
      'QuantEdge',
      'ModelEdge',
      'SentimentEdge',
      'TradingEdge',
    ]);
    expect(paths).toEqual(['/screens/get-predefined-screens', '/reports/get-predefined-report-types']);
  });

  it('asks for a screen by key and date and hands back its records', async () => {
    const { client, paths } = clientOver(publications);
    expect(await client.screen('optix-exhaustion')).toEqual([
      { chart_name: 'S&P 500 Optix', last_value: 81, last_update: '2026-11-20', group: 'Equity', '10MA': 77.5 },
    ]);
    expect(await client.screen('russell3000-short-ideas')).toEqual([]);
    expect((await client.screen('russell3000-short-ideas', '2026-11-19')).map((r) => r.symbol)).toEqual(['AAA']);
    expect(paths).toEqual([
      '/screens?key=optix-exhaustion',
      '/screens?key=russell3000-short-ideas',
      '/screens?key=russell3000-short-ideas&date=2026-11-19',
    ]);
  });

  it('asks for reports by type and count', async () => {
    const { client, paths } = clientOver(publications);
    expect((await client.reports('modeledge', 2)).map((r) => r.title)).toEqual(['new', 'mid']);
    expect((await client.reports()).map((r) => r.title)).toEqual(['new', 'mid', 'old']);
    expect(paths).toEqual(['/reports?report_type=modeledge&n=2', '/reports']);
  });

  it('throws the service’s code and message', async () => {
    const { client } = clientOver(publications);
    await expect(client.reports(undefined, 11)).rejects.toMatchObject({ code: 400, fieldErrors: [{ path: 'n' }] });
    await expect(client.screen('russell3000-short-ideas', '2026-11-01')).rejects.toMatchObject({
      code: 404,
      message: 'no russell3000-short-ideas screen for 2026-11-01',
    });
  });

  it('refuses records that do not have their category’s fields', async () => {
    const client = new AnalyticsClient({
      request: async () => ({ status: 200, body: { code: 200, data: [{ symbol: 'X' }], type: 'etf-sector-ma' } }),
    });
    await expect(client.screen('etf-sector-ma')).rejects.toMatchObject({ status: 502 });
  });

  it('gets the screens the in-browser service computes, and code 404 saying what a screen without data needs', async () => {
    const { analytics } = await createTestConnection();
    // The bundled samples hold S&P 500 members of three sectors: GOOG, AMZN, and AAPL, IBM, MSFT.
    const sectors = await analytics.screen('etf-sector-ma');
    expect(sectors.map((r) => r.symbol)).toEqual(['XLC', 'XLY', 'XLK']);
    const error = await analytics.screen('commod-hedger-extremes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalyticsError);
    expect(error).toMatchObject({ code: 404, status: 404, message: expect.stringContaining('Commitments of Traders') });
    expect(await analytics.screens()).toHaveLength(15);
  });
});
