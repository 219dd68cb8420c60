import { describe, expect, it, vi } from 'vitest';
import type { Universe } from '../../src/contract/universes.ts';
import type { MarketDataPorts } from '../../src/service/data/market-source-port.ts';
import { MemorySymbolStore } from '../../src/service/data/memory-symbol-store.ts';
import { RefreshRuns } from '../../src/service/data/refresh-runs.ts';
import { FakeSource } from '../../src/service/data/refresh/test-fake-source.ts';
import { UniverseCatalog } from '../../src/service/data/universe-catalog.ts';
import { MemoryUniverseStore } from '../../src/service/data/universe-store.ts';
import { sequentialIds } from '../../src/service/testing/harness.ts';
import { openDatabase } from '../database.ts';
import { silentLogger } from '../logger.ts';
import type { NightlySummary } from './nightly-job.ts';
import { NightlyJob } from './nightly-job.ts';
import { SqliteRefreshRecord } from './refresh-record.ts';
import { NIGHTLY_USERNAME, refreshUniverses } from './refresh-universes.ts';
import { FakeTimers } from './test-fake-timers.ts';

const at = (iso: string) => Date.parse(iso);
const NY_2340 = { hour: 23, minute: 40, zone: 'America/New_York' };
/** 23:40 in New York on Saturday 7 March 2026 (EST, UTC-5), and on Sunday 8 March (EDT, UTC-4). */
const SAT_NIGHT = '2026-03-08T04:40:00.000Z';
const SUN_NIGHT = '2026-03-09T03:40:00.000Z';

function bars(dates: string[]) {
  return dates.map((Date, i) => ({
    Date,
    Open: 10 + i,
    High: 11 + i,
    Low: 9 + i,
    Close: 10 + i,
    Volume: 100,
    AdjClose: 10 + i,
  }));
}

/** A built-in universe Mini (AAA, BBB) and the user's Mine (BBB, CCC), over a fake source. */
async function marketOf() {
  const source = new FakeSource('yahoo');
  for (const symbol of ['AAA', 'BBB', 'CCC'])
    source.histories.set(symbol, {
      kind: 'prices',
      rows: bars(['2026-03-05', '2026-03-06']),
      splits: [],
      dividends: [],
    });
  const store = new MemorySymbolStore();
  const mini: Universe = { name: 'Mini', symbols: ['AAA', 'BBB'], builtin: true, updated_at: '2026-01-01T00:00:00Z' };
  const universes = new UniverseCatalog({
    store: new MemoryUniverseStore(),
    builtins: async () => [mini],
    now: () => new Date(0),
  });
  await universes.put('Mine', { symbols: ['BBB', 'CCC'] });
  const market: MarketDataPorts = {
    sources: new Map([['yahoo', source]]),
    store,
    runs: new RefreshRuns({ clock: { now: () => Date.now() }, ids: sequentialIds(), store }),
    defaultSource: 'yahoo',
    universes,
  };
  return { source, store, market };
}

/** One server's nightly job over a shared SQLite file and market, with its own clock. */
function jobOf(record: SqliteRefreshRecord, market: MarketDataPorts, timers: FakeTimers, ran: NightlySummary[]) {
  return new NightlyJob({
    time: NY_2340,
    record,
    refresh: (signal) => refreshUniverses(market, signal),
    afterRefresh: async (summary) => {
      ran.push(summary);
    },
    timers,
    log: silentLogger,
  });
}

describe('the nightly refresh', () => {
  it('runs once at the set time, refreshing every universe, and sets the next night across the DST change', async () => {
    const { source, store, market } = await marketOf();
    const record = new SqliteRefreshRecord(openDatabase(':memory:'));
    const timers = new FakeTimers(at('2026-03-07T12:00:00Z'));
    const ran: NightlySummary[] = [];
    const job = jobOf(record, market, timers, ran);
    // The first start of a new database: no night before it counts as missed.
    expect(await job.catchUp()).toBe(false);
    job.startTimer();
    expect(timers.due).toEqual([at(SAT_NIGHT)]);

    timers.advanceTo(at(SAT_NIGHT) - 1);
    expect(source.calls).toEqual([]);
    timers.advanceTo(at(SAT_NIGHT) + 60_000);
    await vi.waitFor(() => expect(ran).toHaveLength(1));

    // BBB is in both universes and fetched once.
    expect(source.calls.map((c) => c.symbol).sort()).toEqual(['AAA', 'BBB', 'CCC']);
    expect((await store.list()).map((h) => h.symbol)).toEqual(['AAA', 'BBB', 'CCC']);
    expect(ran[0].scheduled_for).toBe(SAT_NIGHT);
    expect(ran[0].universes.map((u) => [u.universe, u.symbols, u.status, u.failed])).toEqual([
      ['Mini', 2, 'SUCCESS', 0],
      ['Mine', 1, 'SUCCESS', 0],
    ]);
    const taskId = ran[0].universes[0].task_id!;
    expect(market.runs.get(taskId, NIGHTLY_USERNAME)?.params).toEqual({ universe: 'Mini' });
    await vi.waitFor(async () => expect((await record.read())?.ended_at).toBe(new Date(timers.now()).toISOString()));
    expect((await record.read())?.summary).toBe('2 universe(s), 3 symbol(s), 0 failed');
    // Sunday's 23:40 is in EDT: 23 hours after Saturday's.
    await vi.waitFor(() => expect(timers.due).toEqual([at(SUN_NIGHT)]));

    // The same night asked for again (a second trigger) is not run again.
    expect(await job.runDue(at(SAT_NIGHT))).toBe(false);
    expect(source.calls).toHaveLength(3);
    await job.stop();
    expect(timers.due).toEqual([]);
  });

  it('runs a night missed while the server was down once at start, and not again at the next start', async () => {
    const { source, market } = await marketOf();
    const db = openDatabase(':memory:');
    const ran: NightlySummary[] = [];
    // A server started on Friday, then stopped before Saturday's and Sunday's nights.
    const friday = jobOf(new SqliteRefreshRecord(db), market, new FakeTimers(at('2026-03-06T15:00:00Z')), ran);
    expect(await friday.catchUp()).toBe(false);
    await friday.stop();

    // Started again on Monday morning: the newest missed night (Sunday's) runs, once for both.
    const monday = jobOf(new SqliteRefreshRecord(db), market, new FakeTimers(at('2026-03-09T13:00:00Z')), ran);
    expect(await monday.catchUp()).toBe(true);
    expect(ran.map((r) => r.scheduled_for)).toEqual([SUN_NIGHT]);
    expect(source.calls).toHaveLength(3);
    await monday.stop();

    // Started once more that afternoon: Sunday's night was done.
    const again = jobOf(new SqliteRefreshRecord(db), market, new FakeTimers(at('2026-03-09T17:00:00Z')), ran);
    expect(await again.catchUp()).toBe(false);
    expect(ran).toHaveLength(1);
    expect(source.calls).toHaveLength(3);
    await again.stop();
  });

  it('records a run without a usable source and still calls the step after it', async () => {
    const { market } = await marketOf();
    const record = new SqliteRefreshRecord(openDatabase(':memory:'));
    await record.open('2026-03-01T00:00:00.000Z');
    const ran: NightlySummary[] = [];
    const timers = new FakeTimers(at('2026-03-08T05:00:00Z'));
    const job = jobOf(record, { ...market, defaultSource: 'stooq' }, timers, ran);
    expect(await job.runDue(at(SAT_NIGHT))).toBe(true);
    expect(ran[0].error).toBe('the default source stooq is not offered');
    expect((await record.read())?.summary).toBe(
      '0 universe(s), 0 symbol(s), 0 failed; the default source stooq is not offered',
    );
  });
});
