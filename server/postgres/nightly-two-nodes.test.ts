import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logger.ts';
import { NightlyJob } from '../nightly/nightly-job.ts';
import { NIGHTLY_QUEUE, startPgNightly } from '../nightly/pg-nightly.ts';
import { PgRefreshRecord } from '../nightly/pg-refresh-record.ts';
import { FakeTimers } from '../nightly/test-fake-timers.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const at = (iso: string) => Date.parse(iso);
const NY_2340 = { hour: 23, minute: 40, zone: 'America/New_York' };
/** 23:40 EDT on Sunday 8 and Monday 9 March 2026. */
const SUN_NIGHT = '2026-03-09T03:40:00.000Z';
const MON_NIGHT = '2026-03-10T03:40:00.000Z';

interface Node {
  name: string;
  pool: pg.Pool;
  timers: FakeTimers;
  job: NightlyJob;
  stop(): Promise<void>;
}

describe.skipIf(!HAS_POSTGRES)('the nightly refresh on two servers sharing PostgreSQL', () => {
  const database = useTestDatabase('nightly_two_nodes');
  const runs: { node: string; scheduled: string }[] = [];
  const nodes: Node[] = [];
  afterAll(async () => {
    for (const node of nodes) {
      await node.stop();
      await node.pool.end();
    }
  });

  /** A server's nightly part: its own connections, clock and pg-boss worker; its refresh only counts. */
  async function startNode(name: string, now: string): Promise<Node> {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const timers = new FakeTimers(at(now));
    const job = new NightlyJob({
      time: NY_2340,
      record: new PgRefreshRecord(pool),
      refresh: async () => {
        // Long enough for the other node to try the same night meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return [];
      },
      afterRefresh: async (summary) => {
        runs.push({ node: name, scheduled: summary.scheduled_for });
      },
      timers,
      log: silentLogger,
    });
    const trigger = await startPgNightly(job, {
      connectionString: database.url,
      time: NY_2340,
      timers,
      log: silentLogger,
      pollingIntervalSeconds: 0.5,
    });
    const node = {
      name,
      pool,
      timers,
      job,
      stop: async () => {
        await job.stop();
        await trigger.stop();
      },
    };
    nodes.push(node);
    return node;
  }

  it('runs a missed night exactly once when both start, and a scheduled night once when both take its jobs', async () => {
    // The schedule has been kept since 1 March; no server ran Sunday's night.
    await new PgRefreshRecord(database.pool).open('2026-03-01T00:00:00.000Z');
    const [a, b] = await Promise.all([startNode('a', '2026-03-09T13:00:00Z'), startNode('b', '2026-03-09T13:00:00Z')]);
    const caughtUp = await Promise.all([a.job.catchUp(), b.job.catchUp()]);
    expect(caughtUp.filter(Boolean)).toHaveLength(1);
    expect(runs.map((r) => r.scheduled)).toEqual([SUN_NIGHT]);

    // Both wrote the same schedule: 23:40 every day, read in New York's time.
    const boss = new PgBoss({ connectionString: database.url, max: 1, schedule: false, supervise: false });
    await boss.start();
    try {
      const schedules = await boss.getSchedules(NIGHTLY_QUEUE);
      expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([['40 23 * * *', 'America/New_York']]);

      // Monday's night falls due: a job of the schedule, sent twice over (a pass repeated), reaches both servers.
      for (const node of [a, b]) node.timers.advanceTo(at('2026-03-10T03:40:30Z'));
      const ids = [await boss.send(NIGHTLY_QUEUE, {}), await boss.send(NIGHTLY_QUEUE, {})];
      await vi.waitFor(
        async () => {
          for (const id of ids) expect((await boss.getJobById(NIGHTLY_QUEUE, id!))?.state).toBe('completed');
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
    expect(runs.map((r) => r.scheduled)).toEqual([SUN_NIGHT, MON_NIGHT]);
    const { rows } = await database.pool.query<{ started_at: string; ended_at: string }>(
      'SELECT started_at, ended_at FROM nightly_refresh',
    );
    expect(rows).toEqual([{ started_at: '2026-03-10T03:40:30.000Z', ended_at: '2026-03-10T03:40:30.000Z' }]);
  }, 60_000);
});
