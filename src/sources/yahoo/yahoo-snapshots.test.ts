import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureRoutes } from '../fixtures/fixture-routes.ts';
import { startReplayServer, type ReplayServer } from '../../testing/replay-server.ts';
import { createYahooExtras } from './yahoo-extras.ts';
import { createYahooSnapshots } from './yahoo-snapshots.ts';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer({ routes: fixtureRoutes() });
});
afterAll(() => server.close());

const signal = () => new AbortController().signal;
const options = () => ({ baseUrl: server.url, politeness: false });

describe('yahoo as a snapshot source', () => {
  it('reads the fundamentals with the growth of quarterly earnings (defaultKeyStatistics)', async () => {
    // the recorded AAPL quote summary
    expect(await createYahooSnapshots(options()).fundamentals('AAPL', signal())).toEqual({
      dividendYield: 0.0041,
      trailingPE: 38.91442,
      payoutRatio: 0.1571,
      epsGrowth: 0.071,
    });
  });

  it('fetches the nearest expirations within the bound, one request each, puts only', async () => {
    const before = server.requests('yahoo-options');
    const puts = await createYahooExtras(options()).nearPuts('SYN0042', signal(), {
      maxExpirations: 3,
      withinDays: 60,
    });
    expect(server.requests('yahoo-options') - before).toBe(3);
    expect(puts.every((q) => q.type === 'put' && q.ticker === 'SYN0042')).toBe(true);
    // SYN0042's synthetic history ends on Friday 2026-10-30: the next three Fridays
    expect([...new Set(puts.map((q) => q.expiration))]).toEqual(['2026-11-06', '2026-11-13', '2026-11-20']);
    expect(new Set(puts.map((q) => q.date))).toEqual(new Set(['2026-10-30']));
  });

  it('stops at the days bound', async () => {
    const puts = await createYahooExtras(options()).nearPuts('SYN0042', signal(), {
      maxExpirations: 10,
      withinDays: 15,
    });
    // 2026-10-30 21:00 UTC + 15 days reaches 2026-11-14: the Fridays of 11-06 and 11-13
    expect([...new Set(puts.map((q) => q.expiration))]).toEqual(['2026-11-06', '2026-11-13']);
  });
});
