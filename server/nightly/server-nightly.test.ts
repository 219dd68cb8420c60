import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { call, removeScratch, scratch, testServer } from '../testing/http.ts';
import { SqliteRefreshRecord } from './refresh-record.ts';
import { FakeTimers } from './test-fake-timers.ts';

afterAll(() => removeScratch());

describe('the nightly refresh in a SQLite server', () => {
  it('is set for the next night, reports the last run on /health, and stops with the server', async () => {
    const dirs = scratch();
    // The night of Friday 6 March 2026 (23:40 EST, 04:40 UTC on the 7th) ran, and ended at 05:10 UTC.
    const db = openDatabase(dirs.dbFile);
    const record = new SqliteRefreshRecord(db);
    await record.open('2026-03-01T00:00:00.000Z');
    expect(await record.claim('2026-03-07T04:40:00.000Z', '2026-03-07T04:40:01.000Z')).toBe(true);
    await record.finish('2026-03-07T05:10:00.000Z', '1 universe(s), 503 symbol(s), 0 failed');
    db.close();

    const timers = new FakeTimers(Date.parse('2026-03-07T12:00:00Z'));
    const { server, logs } = await testServer({
      dbFile: dirs.dbFile,
      distDir: dirs.distDir,
      storeDir: dirs.dir,
      workers: 1,
      nightlyTimers: timers,
    });
    try {
      // That night was run: nothing to catch up.
      expect(await server.nightly?.caughtUp).toBe(false);
      expect(timers.due).toEqual([Date.parse('2026-03-08T04:40:00Z')]);
      expect(logs.find((l) => l.msg === 'nightly refresh scheduled')?.fields).toEqual({
        at: '23:40',
        zone: 'America/New_York',
        next: '2026-03-08T04:40:00.000Z',
        trigger: 'timer',
      });
      const health = await call(server.url, 'GET', '/health');
      expect(health.body).toEqual({
        status: 'ok',
        last_refresh_ended: '2026-03-07T05:10:00.000Z',
        stalest_symbol: null,
      });
    } finally {
      await server.close();
    }
    expect(timers.due).toEqual([]);
  });

  it('has no nightly refresh with nightly off', async () => {
    const dirs = scratch();
    const timers = new FakeTimers(Date.parse('2026-03-07T12:00:00Z'));
    const { server } = await testServer({
      dbFile: dirs.dbFile,
      distDir: dirs.distDir,
      storeDir: dirs.dir,
      workers: 1,
      nightly: 'off',
      nightlyTimers: timers,
    });
    try {
      expect(server.nightly).toBeUndefined();
      expect(timers.due).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
