import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchedPrices, FetchedSeries } from '../../service/data/market-source-port.ts';
import { sourceFailure } from '../test-replay.ts';
import { startReplayServer, type ReplayServer } from '../../testing/replay-server.ts';
import { chartAnswer, fixtureRoutes, recordedChart } from '../fixtures/fixture-routes.ts';
import { withSplit } from '../fixtures/yahoo-chart-body.ts';
import { createYahooSource } from './yahoo-source.ts';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer({ routes: fixtureRoutes() });
});
afterAll(() => server.close());

const signal = () => new AbortController().signal;
const source = () => createYahooSource({ baseUrl: server.url, politeness: false, sleep: () => Promise.resolve() });

function prices(s: FetchedSeries): FetchedPrices {
  if (s.kind !== 'prices') throw new Error('expected prices');
  return s;
}

describe('yahoo over the replay server', () => {
  it('reads NVDA across its 2021-07-20 4:1 split as the recorded arrays give it', async () => {
    const s = prices(await source().series('NVDA', undefined, signal()));
    expect(s.splits).toEqual([{ date: '2021-07-20', ratio: 4 }]);
    // 252 bars in the recording, 2021-02-01 .. 2022-01-28; index 117 is 1626787800 = 2021-07-20.
    expect(s.rows).toHaveLength(252);
    expect(s.rows[0].Date).toBe('2021-02-01');
    expect(s.rows[251].Date).toBe('2022-01-28');
    expect(s.rows[117]).toEqual({
      Date: '2021-07-20',
      Open: 18.729999542236328,
      High: 18.83799934387207,
      Low: 18.163999557495117,
      Close: 18.61199951171875,
      Volume: 434687000,
      AdjClose: 18.575544357299805,
    });
    expect(s.rows[116].Close).toBe(18.77975082397461);
    expect(s.dividends).toEqual([]);
  });

  it('reads MSFT dividends with their amounts', async () => {
    const s = prices(await source().series('MSFT', undefined, signal()));
    expect(s.dividends).toEqual([
      { date: '2021-02-17', amount: 0.56 },
      { date: '2021-05-19', amount: 0.56 },
      { date: '2021-08-18', amount: 0.56 },
      { date: '2021-11-17', amount: 0.62 },
    ]);
    const exDay = s.rows.find((r) => r.Date === '2021-02-17');
    expect(exDay?.Close).toBe(244.1999969482422);
    expect(exDay?.AdjClose).toBe(236.1183624267578);
  });

  it('honours from: asks Yahoo from that day and gives nothing earlier', async () => {
    const s = prices(await source().series('AAPL', '2020-11-02', signal()));
    expect(server.lastRequest('yahoo-chart')?.query.get('period1')).toBe(String(Date.UTC(2020, 10, 2) / 1000));
    // The recording ends on Friday 2020-11-06: Mon..Fri of that week.
    expect(s.rows.map((r) => r.Date)).toEqual(['2020-11-02', '2020-11-03', '2020-11-04', '2020-11-05', '2020-11-06']);
    expect(s.rows[4].Close).toBe(118.69000244140625);
    expect(s.dividends).toEqual([{ date: '2020-11-06', amount: 0.205 }]);
    expect(s.splits).toEqual([]);
  });

  it('says a symbol Yahoo does not know is not there', async () => {
    const error = await sourceFailure(source().series('ZZZZ', undefined, signal()));
    expect(error.message).toBe('yahoo answered 404 for ZZZZ: no such symbol');
    expect(error.retryable).toBe(false);
  });

  it('fails one symbol of three on a 500 and fetches the others', async () => {
    server.fault('yahoo-chart', {
      kind: 'status',
      status: 500,
      times: Infinity,
      when: (r) => r.path.endsWith('/MSFT'),
    });
    const yahoo = source();
    const results = await Promise.allSettled(['AAPL', 'MSFT', 'NVDA'].map((s) => yahoo.series(s, undefined, signal())));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rejected = results[1];
    expect(rejected.status === 'rejected' && rejected.reason instanceof Error && rejected.reason.message).toBe(
      'yahoo answered 500 for MSFT: the source is failing; try again later (after 4 tries)',
    );
    server.clearFaults('yahoo-chart');
  });

  it('retries a reset mid-body and a 429 and still reads the bars', async () => {
    server.fault('yahoo-chart', { kind: 'reset', afterBytes: 500 }, { kind: 'status', status: 429, retryAfter: '1' });
    const before = server.requests('yahoo-chart');
    const s = prices(await source().series('NVDA', undefined, signal()));
    expect(s.rows).toHaveLength(252);
    expect(server.requests('yahoo-chart')).toBe(before + 3);
  });

  it('turns malformed JSON into a SourceError', async () => {
    server.fault('yahoo-chart', { kind: 'malformed' });
    const error = await sourceFailure(source().series('NVDA', undefined, signal()));
    expect(error.message).toMatch(/^yahoo answered something unexpected for NVDA/);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await sourceFailure(source().series('NVDA', undefined, controller.signal));
    expect(error.message).toBe('the request to yahoo for NVDA was cancelled');
  });

  it('answers the rewritten history after a split between two refreshes', async () => {
    const recorded = recordedChart('AAPL');
    const first = prices(await source().series('AAPL', undefined, signal()));
    // A 2:1 split on the last bar (2020-11-06, 1604673000): every earlier price halves.
    const split = withSplit(recorded, 1604673000, 2);
    server.setAnswer('yahoo-chart', (request) => chartAnswer(split, request));
    const second = prices(await source().series('AAPL', undefined, signal()));
    expect(second.splits).toContainEqual({ date: '2020-11-06', ratio: 2 });
    expect(second.rows[0].Close).toBeCloseTo(first.rows[0].Close / 2, 10);
    expect(second.rows[48].Close).toBe(first.rows[48].Close);
    server.setAnswer('yahoo-chart', (request) => chartAnswer(recorded, request));
  });
});
