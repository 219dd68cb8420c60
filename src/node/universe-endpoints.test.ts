import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RefreshTaskSchema } from '../contract/market-data.ts';
import { UniverseSchema, UniversesAnswerSchema } from '../contract/universes.ts';
import { MemorySymbolStore } from '../service/data/memory-symbol-store.ts';
import { StoredMarketData } from '../service/data/stored-market-data.ts';
import type { Service } from '../service/router.ts';
import { send, testService } from '../service/testing/harness.ts';
import { MemoryMarketData } from '../service/testing/memory-market-data.ts';
import { chartAnswer, fixtureRoutes, recordedChart } from '../sources/fixtures/fixture-routes.ts';
import { startReplayServer, type ReplayServer } from '../testing/replay-server.ts';
import { nodeMarketPorts } from './node-market.ts';

/*
 * The universe endpoints of a server or the CLI (the built-in S&P 500 read from public/universes/, user universes in
 * memory), and a refresh by universe over the replay server.
 */

/** The shipped list's symbols by a plain split: no symbol or sector of it is quoted. */
const SP500_LINES = readFileSync(new URL('../../public/universes/sp500-constituents.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1);
const SP500_SYMBOLS = SP500_LINES.map((line) => line.split(',')[0]);

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ routes: fixtureRoutes() });
});
afterAll(() => replay.close());

let store: MemorySymbolStore;
let service: Service;
beforeEach(() => {
  replay.setAnswer('yahoo-chart', (request) => chartAnswer(recordedChart(request.params[0].toUpperCase()), request));
  store = new MemorySymbolStore();
  let id = 0;
  const market = nodeMarketPorts({
    store,
    mirrors: { yahoo: replay.url },
    politeness: false,
    sleep: () => Promise.resolve(),
    clock: { now: () => Date.parse('2026-11-20T14:30:00Z') },
    ids: { newId: () => `refresh-${++id}` },
  });
  service = testService({ marketData: new StoredMarketData(store, new MemoryMarketData()), market });
});

const path = (name: string) => `/data/universes/${encodeURIComponent(name)}`;

describe('the universe endpoints', () => {
  it('lists the built-in S&P 500 with its 503 members and their sectors', async () => {
    expect(SP500_SYMBOLS).toHaveLength(503);
    const list = await send(service, 'GET', '/data/universes');
    expect(list.status).toBe(200);
    expect(UniversesAnswerSchema.parse(list.body).universes).toEqual([
      { name: 'S&P 500', members: 503, builtin: true, updated_at: '2026-08-08T00:00:00Z' },
    ]);
    const sp500 = await send(service, 'GET', path('S&P 500'));
    expect(sp500.status).toBe(200);
    const universe = UniverseSchema.parse(sp500.body);
    expect(universe.symbols).toEqual(SP500_SYMBOLS);
    expect(universe.symbols).toContain('BRK.B');
    // the first lines of the file, read by hand
    expect(universe.sectors?.MMM).toBe('Industrials');
    expect(universe.sectors?.ABT).toBe('Health Care');
    expect(Object.keys(universe.sectors ?? {})).toHaveLength(503);
    // a name is the same universe in any case
    expect((await send(service, 'GET', path('s&p 500'))).status).toBe(200);
  });

  it('puts a user universe de-duplicated in upper case, lists it after the built-in one, replaces and deletes it', async () => {
    const put = await send(service, 'PUT', path('My tech'), {
      symbols: ['aapl', 'MSFT', 'AAPL', ' nvda '],
      sectors: { aapl: 'Information Technology' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual({
      name: 'My tech',
      symbols: ['AAPL', 'MSFT', 'NVDA'],
      sectors: { AAPL: 'Information Technology' },
      builtin: false,
      updated_at: '2026-11-20T14:30:00.000Z',
    });
    expect((await send(service, 'GET', path('MY TECH'))).body).toEqual(put.body);
    await send(service, 'PUT', path('Another'), { symbols: ['IBM'] });
    const names = UniversesAnswerSchema.parse((await send(service, 'GET', '/data/universes')).body).universes;
    expect(names.map((u) => [u.name, u.members, u.builtin])).toEqual([
      ['S&P 500', 503, true],
      ['Another', 1, false],
      ['My tech', 3, false],
    ]);

    const replaced = await send(service, 'PUT', path('my tech'), { symbols: ['INTC'] });
    expect(replaced.body).toMatchObject({ name: 'my tech', symbols: ['INTC'] });
    expect(replaced.body).not.toHaveProperty('sectors');

    expect(await send(service, 'DELETE', path('My Tech'))).toEqual({
      status: 200,
      body: { name: 'My Tech', deleted: true },
    });
    expect((await send(service, 'GET', path('My tech'))).status).toBe(404);
    expect((await send(service, 'DELETE', path('My tech'))).status).toBe(404);
  });

  it('refuses to replace or delete a built-in universe with a 409 naming it', async () => {
    const replace = await send(service, 'PUT', path('s&p 500'), { symbols: ['AAPL'] });
    expect(replace.status).toBe(409);
    expect(replace.body).toMatchObject({ detail: expect.stringMatching(/^S&P 500 is a built-in universe/) });
    const remove = await send(service, 'DELETE', path('S&P 500'));
    expect(remove.status).toBe(409);
    expect(JSON.stringify(remove.body)).toMatch(/S&P 500 is a built-in universe and cannot be deleted/);
    expect(UniverseSchema.parse((await send(service, 'GET', path('S&P 500'))).body).symbols).toHaveLength(503);
  });

  it('refuses a bad name, bad symbols, too many symbols and a sector of a non-member, naming the field', async () => {
    const fields = async (name: string, body: unknown) => {
      const answer = await send<{ errors?: { path: string }[] }>(service, 'PUT', path(name), body);
      expect(answer.status).toBe(400);
      return answer.body.errors?.map((e) => e.path);
    };
    expect(await fields('a/b?', { symbols: ['A'] })).toEqual(['name']);
    expect(await fields('x'.repeat(61), { symbols: ['A'] })).toEqual(['name']);
    expect(await fields('ok', { symbols: [] })).toEqual(['symbols']);
    expect(await fields('ok', { symbols: ['A B'] })).toEqual(['symbols.0']);
    expect(await fields('ok', { symbols: Array.from({ length: 2001 }, (_, i) => `S${i}`) })).toEqual(['symbols']);
    expect(await fields('ok', { symbols: ['A'], sectors: { B: 'Energy' } })).toEqual(['sectors.B']);
    expect((await send(service, 'GET', path('ok'))).status).toBe(404);
  });
});

describe('a refresh by universe', () => {
  async function refresh(body: unknown) {
    const started = await send(service, 'POST', '/data/refresh/start', body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { task_id } = z.object({ task_id: z.string() }).parse(started.body);
    await service.idle();
    return RefreshTaskSchema.parse((await send(service, 'GET', `/data/refresh/status/${task_id}`)).body);
  }

  it("refreshes a universe's members with the symbols named beside it, each once", async () => {
    await send(service, 'PUT', path('pair'), { symbols: ['AAPL', 'NVDA'] });
    const task = await refresh({ universe: 'PAIR', symbols: ['msft', 'aapl'] });
    expect(task.status).toBe('SUCCESS');
    expect(task.result?.symbols.map((s) => [s.symbol, s.status]).sort()).toEqual([
      ['AAPL', 'updated'],
      ['MSFT', 'updated'],
      ['NVDA', 'updated'],
    ]);
    expect((await store.list()).map((h) => h.symbol)).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(task.params).toEqual({ universe: 'PAIR', symbols: ['msft', 'aapl'] });
  });

  it('refuses an unknown universe on universe, and a body with neither on symbols', async () => {
    const unknown = await send<{ errors?: { path: string; message: string }[] }>(
      service,
      'POST',
      '/data/refresh/start',
      {
        universe: 'nothing here',
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: 'universe', message: 'no universe nothing here: GET /data/universes lists them' },
    ]);
    const neither = await send<{ errors?: { path: string }[] }>(service, 'POST', '/data/refresh/start', {});
    expect(neither.status).toBe(400);
    expect(neither.body.errors?.map((e) => e.path)).toEqual(['symbols']);
  });
});
