import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '../contract/index.ts';
import { send, testService } from './testing/harness.ts';
import { MemoryMarketData } from './testing/memory-market-data.ts';

/** The data endpoints, written out here rather than read from the table, so that the table is checked against them. */
const DATA_ENDPOINTS = [
  ['GET', '/data/library'],
  ['POST', '/data/library'],
  ['POST', '/data/library/wide'],
  ['DELETE', '/data/library/ABC'],
  ['GET', '/data/library/ABC/bars'],
  ['POST', '/data/csv/read'],
  ['POST', '/data/csv/previews'],
  ['POST', '/data/csv/previews/csv-1/run'],
  ['POST', '/data/csv/previews/csv-1/validate'],
  ['DELETE', '/data/csv/previews/csv-1'],
  ['POST', '/data/options/preview'],
  ['POST', '/data/sources/alphavantage/settings'],
] as const;

describe('the endpoints only the in-browser service offers', () => {
  it('are the twelve /data entries of the table, each ours and in the data service', () => {
    const browserOnly = ENDPOINT_LIST.filter((e) => e.host === 'browser');
    expect(browserOnly.map((e) => e.method)).toEqual(DATA_ENDPOINTS.map(([method]) => method));
    expect(browserOnly.every((e) => e.service === 'data' && e.extension && e.path.startsWith('/data/'))).toBe(true);
  });

  it('answer 501 in the data envelope on a host without the data library (the server, the CLI)', async () => {
    const service = testService({ marketData: new MemoryMarketData() });
    for (const [method, path] of DATA_ENDPOINTS) {
      const body = method === 'POST' ? { fileName: 'a.csv', text: 'Date,Close\n' } : undefined;
      const answer = await send(service, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(501);
      expect(answer.body.detail).toMatch(/is offered only by the in-browser service, not by this host$/);
    }
  });

  it('an unknown path under /data is a 404 in the data envelope', async () => {
    const service = testService({ marketData: new MemoryMarketData() });
    expect(await send(service, 'GET', '/data/nowhere')).toEqual({
      status: 404,
      body: { detail: 'no such endpoint: GET /data/nowhere' },
    });
  });
});
