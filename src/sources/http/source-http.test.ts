import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../testing/replay-server.ts';
import { sourceFailure } from '../test-replay.ts';
import { rebase } from './rebase.ts';
import { createSourceHttp, retryAfterMs, type SourceHttpOptions } from './source-http.ts';

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer({
    routes: [
      { name: 'ok', path: '/data', answer: { headers: { 'content-type': 'application/json' }, body: '{"value":42}' } },
      { name: 'text', path: '/text', answer: { body: 'x'.repeat(4000) } },
    ],
  });
});
afterAll(() => server.close());

/** A fake sleep that records what it was asked to wait and returns at once (or rejects when already aborted). */
function fakeSleep() {
  const waits: number[] = [];
  const sleep = (ms: number, signal: AbortSignal) => {
    waits.push(ms);
    return signal.aborted ? Promise.reject(new Error('aborted')) : Promise.resolve();
  };
  return { waits, sleep };
}

function http(over: Partial<SourceHttpOptions> = {}) {
  return createSourceHttp({
    source: 'stooq',
    defaultBaseUrl: 'https://stooq.com',
    baseUrl: server.url,
    politeness: false,
    ...over,
  });
}

const ctx = (symbol = 'AAPL') => ({ symbol, signal: new AbortController().signal });

describe('rebase', () => {
  it('keeps path and query and puts them on the mirror', () => {
    expect(
      rebase('https://query2.finance.yahoo.com/v8/finance/chart/AAPL?interval=1d&a=b', 'http://127.0.0.1:9000'),
    ).toBe('http://127.0.0.1:9000/v8/finance/chart/AAPL?interval=1d&a=b');
  });

  it('puts the path after a mirror path prefix', () => {
    expect(rebase('https://stooq.com/q/d/l/?s=aapl.us&i=d', 'https://mirror.example/stooq/')).toBe(
      'https://mirror.example/stooq/q/d/l/?s=aapl.us&i=d',
    );
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('the source fetch policy', () => {
  it('sends a request for the real host to the mirror', async () => {
    const before = server.requests('ok');
    expect(await http().json('https://stooq.com/data', ctx())).toEqual({ value: 42 });
    expect(server.requests('ok')).toBe(before + 1);
  });

  it('retries a 429 after the wait its Retry-After asks for, then succeeds', async () => {
    const { waits, sleep } = fakeSleep();
    server.fault('ok', { kind: 'status', status: 429, retryAfter: '7' });
    const before = server.requests('ok');
    expect(await http({ sleep }).json('https://stooq.com/data', ctx())).toEqual({ value: 42 });
    expect(server.requests('ok')).toBe(before + 2);
    expect(waits).toEqual([7000]);
  });

  it('caps a Retry-After that asks too much', async () => {
    const { waits, sleep } = fakeSleep();
    server.fault('ok', { kind: 'status', status: 503, retryAfter: '3600' });
    await http({ sleep, maxRetryAfterMs: 5000 }).json('https://stooq.com/data', ctx());
    expect(waits).toEqual([5000]);
  });

  it('backs off exponentially on 500s and then fails in the user words, retryable', async () => {
    const { waits, sleep } = fakeSleep();
    server.fault('ok', { kind: 'status', status: 500, times: 3 });
    const error = await sourceFailure(
      http({ sleep, attempts: 3, backoffMs: 100 }).json('https://stooq.com/data', ctx('MSFT')),
    );
    expect(error.message).toBe('stooq answered 500 for MSFT: the source is failing; try again later (after 3 tries)');
    expect(error.retryable).toBe(true);
    expect(waits).toEqual([100, 200]);
  });

  it('does not retry a 404 and names the symbol and the source', async () => {
    const { waits, sleep } = fakeSleep();
    server.fault('ok', { kind: 'status', status: 404 });
    const error = await sourceFailure(http({ sleep }).json('https://stooq.com/data', ctx('ZZZZ')));
    expect(error.message).toBe('stooq answered 404 for ZZZZ: no such symbol');
    expect(error.retryable).toBe(false);
    expect(waits).toEqual([]);
  });

  it('retries a connection reset in the middle of the body', async () => {
    const { sleep } = fakeSleep();
    server.fault('text', { kind: 'reset', afterBytes: 1000 });
    const before = server.requests('text');
    expect(await http({ sleep }).text('https://stooq.com/text', ctx())).toHaveLength(4000);
    expect(server.requests('text')).toBe(before + 2);
  });

  it('gives up on resets with a retryable error', async () => {
    const { sleep } = fakeSleep();
    server.fault('text', { kind: 'reset', afterBytes: 10, times: 2 });
    const error = await sourceFailure(http({ sleep, attempts: 2 }).text('https://stooq.com/text', ctx()));
    expect(error.message).toBe('stooq broke off its answer for AAPL: the connection was reset (after 2 tries)');
    expect(error.retryable).toBe(true);
  });

  it('turns malformed JSON into a SourceError', async () => {
    server.fault('ok', { kind: 'malformed' });
    const error = await sourceFailure(http().json('https://stooq.com/data', ctx()));
    expect(error.message).toBe('stooq answered something that is not JSON for AAPL');
  });

  it('keeps the minimum interval between requests when polite, and none when not', async () => {
    let clock = 1000;
    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      clock += ms;
      return Promise.resolve();
    };
    const polite = http({ politeness: true, minIntervalMs: 250, sleep, now: () => clock });
    await polite.text('https://stooq.com/data', ctx());
    await polite.text('https://stooq.com/data', ctx());
    clock += 100;
    await polite.text('https://stooq.com/data', ctx());
    expect(waits).toEqual([250, 150]);
    const impolite = http({ politeness: false, minIntervalMs: 250, sleep, now: () => clock });
    await impolite.text('https://stooq.com/data', ctx());
    await impolite.text('https://stooq.com/data', ctx());
    expect(waits).toEqual([250, 150]);
  });

  it('stops waiting at once when cancelled', async () => {
    server.fault('ok', { kind: 'status', status: 429, retryAfter: '30' });
    const controller = new AbortController();
    const started = Date.now();
    const pending = http({ maxRetryAfterMs: 30_000 }).json('https://stooq.com/data', {
      symbol: 'AAPL',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await sourceFailure(pending);
    expect(error.message).toBe('the request to stooq for AAPL was cancelled');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('never shows a key, not even in a message built from the answer', async () => {
    const key = 'SECRET-KEY-123';
    server.fault('ok', { kind: 'status', status: 400 });
    const error = await sourceFailure(
      http({ secrets: [key], explain: () => `the key ${key} was refused` }).json(
        `https://stooq.com/data?apikey=${key}`,
        ctx(),
      ),
    );
    expect(error.message).toBe('stooq answered 400 for AAPL: the key *** was refused');
    expect(String(error.stack)).not.toContain(key);
  });

  it('reports a host it cannot reach as a retryable failure', async () => {
    const { sleep } = fakeSleep();
    const closed = await startReplayServer();
    const url = closed.url;
    await closed.close();
    const error = await sourceFailure(http({ baseUrl: url, sleep, attempts: 2 }).text('https://stooq.com/data', ctx()));
    expect(error.message).toBe('could not reach stooq for AAPL: the connection failed (after 2 tries)');
    expect(error.retryable).toBe(true);
  });
});
