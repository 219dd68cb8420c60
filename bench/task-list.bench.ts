import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { BenchLine, BenchScale } from './timing.ts';
import { FULL } from './timing.ts';
import { inTransaction, openDatabase, Query } from '../server/database.ts';
import { decompressResult } from '../server/result-compression.ts';
import type { Db } from '../server/database.ts';
import { SqliteTaskStore } from '../server/sqlite-task-store.ts';
import { LOCAL_USERNAME, LocalAccount } from '../src/service/local-account.ts';
import type { StoredTask } from '../src/service/ports.ts';
import { createService } from '../src/service/router.ts';
import { backtestSummary } from '../src/service/tasks/backtest-summary.ts';
import { MemoryMarketData } from '../src/service/testing/memory-market-data.ts';
import type { BacktestResult } from '../src/contract/index.ts';

interface TaskListSize {
  tasks: number;
  limit: number;
  points: number;
}

const FULL_SIZE: TaskListSize = { tasks: 20_000, limit: 200, points: 5_000 };
const SMOKE_SIZE: TaskListSize = { tasks: 40, limit: 10, points: 20 };

/** A result of the real shape with a 5,000-point equity curve, so that parsing it would show in a list. */
function bigResult(n: number, points: number): BacktestResult {
  const equity = Array.from(
    { length: points },
    (_, i) => Math.round(100_000 * (1 + Math.sin(i / 50 + n) / 10) * 100) / 100,
  );
  const figure = (k: number) => Math.round(Math.sin(n * k) * 10_000) / 100;
  return {
    Symbol: 'SPX',
    Frequency: 'Daily',
    'Total Trades': n % 97,
    'Total Positive': 0,
    'Total Negative': 0,
    'Win Rate': 0,
    'Average Win %': 0,
    'Average Loss %': 0,
    'Each Return': [],
    'Total Return (%)': figure(1.3),
    BuyHoldGain: 0,
    CAGR: figure(0.7) / 10,
    'Sharpe Ratio': figure(2.1) / 50,
    'Max Drawdown': -Math.abs(figure(0.3)),
    'DrawDown Period': 0,
    'Time in Market': 0,
    EntryDate: [],
    ExitDate: [],
    'Last Entry Date': '',
    'Last Exit Date': '',
    'BT End Date': '2020-12-31',
    Extra: { equity } as unknown as BacktestResult['Extra'],
  };
}

/** `tasks` backtests of one account, one in ten FAILED (no summary), the rest with a result and its summary. */
async function filledDatabase(file: string, size: TaskListSize): Promise<Db> {
  const tasks = size.tasks;
  if (existsSync(file)) {
    const db = openDatabase(file);
    const count = new Query<{ n: number }, []>(
      db,
      'SELECT COUNT(*) AS n FROM tasks',
      z.object({ n: z.number() }),
    ).get();
    if (count?.n === tasks) return db;
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  const db = openDatabase(file);
  const store = new SqliteTaskStore(db);
  // The store answers synchronously inside its promise, so one transaction holds every insert.
  inTransaction(db, () => {
    for (let n = 0; n < tasks; n++) {
      const failed = n % 10 === 9;
      const result = failed ? undefined : bigResult(n, size.points);
      const task: StoredTask = {
        task_id: `bench-${n}`,
        kind: 'backtest',
        status: failed ? 'FAILED' : 'SUCCESS',
        params: {
          name: `Strategy ${n}`,
          symbol: ['SPX', 'NDX', 'DJI'][n % 3],
          frequency: 'Daily',
          risk_control: '//5',
        },
        username: LOCAL_USERNAME,
        created_at: '2026-11-20T14:30:00',
        ...(result ? { result, summary: backtestSummary(result) } : { error: 'no data' }),
      };
      void store.create(task);
    }
  });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return db;
}

/** GET /backtest/tasks through the service's router over the SQLite store, as the server answers it. */
export async function taskListBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const size = scale.pick(FULL_SIZE, SMOKE_SIZE);
  // The full run's file is kept between runs: filling it writes about a gigabyte. Its name changes with what is in it.
  const smokeDir = scale.smoke ? mkdtempSync(join(tmpdir(), 'bts-task-list-smoke-')) : undefined;
  const file = join(smokeDir ?? tmpdir(), `backtest-studio-task-list-bench-${size.tasks}x${size.points}-v1.db`);
  const db = await filledDatabase(file, size);
  try {
    return await taskListLines(scale, db, size);
  } finally {
    db.close();
    if (smokeDir) rmSync(smokeDir, { recursive: true, force: true });
  }
}

async function taskListLines(scale: BenchScale, db: Db, size: TaskListSize): Promise<BenchLine[]> {
  const { tasks, limit } = size;
  const service = createService({
    tasks: new SqliteTaskStore(db),
    marketData: new MemoryMarketData(),
    accounts: new LocalAccount(),
    clock: { now: () => Date.now() },
    ids: { newId: () => crypto.randomUUID() },
  });
  const get = async (query: string) => {
    const response = await service.app.request(`/backtest/tasks?limit=${limit}&${query}`);
    const body = z.object({ tasks: z.array(z.unknown()) }).safeParse(await response.json());
    if (response.status !== 200 || !body.success || body.data.tasks.length === 0)
      throw new Error(`${query}: ${response.status}`);
  };
  const lines: BenchLine[] = [];
  for (const [label, query] of [
    ['newest first', ''],
    ['sort=sharpe (desc)', 'sort=sharpe'],
    ['sort=sharpe&order=asc', 'sort=sharpe&order=asc'],
  ] as const) {
    for (const offset of [0, tasks / 2, tasks - limit]) {
      const timing = await scale.time(() => get(`offset=${offset}&${query}`), 30, 5);
      lines.push({
        name: `${offset === 0 ? 'task list' : '  the same'}, limit=${limit} offset=${offset} of ${tasks}, ${label}`,
        ms: timing.medianMs,
        budgetMs: 20,
      });
    }
  }
  // 'Strategy 2000' in the full run (its tasks / 10), a SUCCESS: one match among every name. (The needle it had,
  // 'strategy 1999', named only a FAILED task, so the line threw.)
  const search = `q=strategy ${tasks / 10}&status=SUCCESS`;
  const searched = await scale.time(() => get(`offset=0&${search}`), 30, 5);
  lines.push({ name: `  ${search} (a search reads every name)`, ms: searched.medianMs });
  // What a list cost when it parsed every result of its page: the reason the figures have their own columns.
  const ids = Array.from({ length: limit }, (_, i) => `bench-${tasks / 2 + i}`);
  const read = new Query<{ result: Uint8Array }, [string]>(
    db,
    'SELECT result FROM task_results WHERE task_id = ?',
    z.object({ result: z.instanceof(Uint8Array) }),
  );
  const parsed = await scale.time(
    () =>
      ids.map((id) => {
        const row = read.get(id);
        return row && decompressResult(row.result);
      }),
    10,
    2,
  );
  lines.push({
    name: `  for scale: reading, decompressing and parsing ${limit} of these results`,
    ms: parsed.medianMs,
  });
  return lines;
}
