import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../testing/replay-server.ts';
import { fixtureRoutes } from '../fixtures/fixture-routes.ts';
import { createYahooExtras } from './yahoo-extras.ts';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer({ routes: fixtureRoutes() });
});
afterAll(() => server.close());

const signal = () => new AbortController().signal;
const extras = () => createYahooExtras({ baseUrl: server.url, politeness: false });

/** The standard normal distribution function by Simpson's rule on the density: a second method for the test. */
function normalCdf(x: number): number {
  const n = 20_000;
  const a = -10;
  const h = (x - a) / n;
  const pdf = (t: number) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
  let sum = pdf(a) + pdf(x);
  for (let i = 1; i < n; i++) sum += (i % 2 === 1 ? 4 : 2) * pdf(a + i * h);
  return (sum * h) / 3;
}

describe('yahoo option chain and dividend fields', () => {
  it('reads the recorded AAPL chain as option quotes with Black-Scholes greeks', async () => {
    const quotes = await extras().optionChain('AAPL', signal());
    // 48 puts and 54 calls expiring 2025-02-28 in the recording.
    expect(quotes.filter((q) => q.type === 'put')).toHaveLength(48);
    expect(quotes.filter((q) => q.type === 'call')).toHaveLength(54);
    const put = quotes.find((q) => q.contractSymbol === 'AAPL250228P00240000');
    expect(put).toMatchObject({
      ticker: 'AAPL',
      close: 245.55,
      expiration: '2025-02-28',
      strike: 240,
      lastPrice: 1.18,
      volume: 23297,
      openInterest: 0,
      iv: 0.062509375,
      date: '2025-02-21',
      type: 'put',
    });
    // Quote time 2025-02-21 21:00 UTC to expiration 2025-02-28 00:00 UTC: 6.1 days, counted as 6.
    const t = 6 / 365;
    const sd = 0.062509375 * Math.sqrt(t);
    const d1 = (Math.log(245.55 / 240) + (sd * sd) / 2) / sd;
    expect(put?.delta).toBeCloseTo(normalCdf(d1) - 1, 6);
    const density = Math.exp((-d1 * d1) / 2) / Math.sqrt(2 * Math.PI);
    expect(put?.vega).toBeCloseTo((245.55 * density * Math.sqrt(t)) / 100, 8);
  });

  it('reads the dividend screens fields from the recorded quote summary (crumb and cookie through the mirror)', async () => {
    const before = server.requests('yahoo-crumb');
    const fields = await extras().dividendFields('AAPL', signal());
    expect(fields).toEqual({
      symbol: 'AAPL',
      dividendYield: 0.0041,
      trailingPE: 38.91442,
      payoutRatio: 0.1571,
      fiftyTwoWeekChange: 0.35543168,
    });
    expect(server.requests('yahoo-crumb')).toBe(before + 1);
    expect(server.requests('yahoo-cookie')).toBeGreaterThan(0);
  });
});
