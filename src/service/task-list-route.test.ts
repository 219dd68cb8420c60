import { describe, expect, it } from 'vitest';
import type { BacktestTask, TaskListItem, TaskListResponse } from '../contract/index.ts';
import { TaskListItemSchema, TaskListResponseSchema } from '../contract/index.ts';
import { MemoryTaskStore } from './memory-task-store.ts';
import { LOCAL_USERNAME } from './local-account.ts';
import { barsFromCloses, MemoryMarketData } from './testing/memory-market-data.ts';
import type { Service } from './router.ts';
import { send, testService } from './testing/harness.ts';

// Two wavy series, so that rules with different levels and stops give different figures.
const spx = barsFromCloses(Array.from({ length: 300 }, (_, i) => 100 + 8 * Math.sin(i / 5) + i / 30));
const ndx = barsFromCloses(Array.from({ length: 300 }, (_, i) => 200 + 15 * Math.sin(i / 7) - i / 40));
const marketData = new MemoryMarketData({ SPX: spx, NDX: ndx });

function strategy(name: string, symbol: string, level: number, riskControl: string) {
  return {
    name,
    symbol,
    entry: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: 'Symbol Close' }, rule: { type_name: 'CrossBelow', comparison_value: level } },
    },
    exit: { rule_type: 'RiskControlOnly' },
    risk_control: riskControl,
  };
}

const REQUESTS = [
  strategy('Sine dip', 'SPX', 95, '//5'),
  strategy('Deep DIP', 'SPX', 93, '-3/6/20'),
  strategy('Wave rider', 'NDX', 190, '//10'),
  strategy('ndx fade', 'NDX', 200, '-5/4/15'),
];

async function list(service: Service, query = ''): Promise<TaskListResponse> {
  const answer = await send(service, 'GET', `/backtest/tasks${query}`);
  expect(answer.status).toBe(200);
  return TaskListResponseSchema.parse(answer.body);
}

/** Runs every request, then adds one task still waiting (no summary), newest of all. */
async function ranService(): Promise<{ service: Service; results: Map<string, BacktestTask> }> {
  const tasks = new MemoryTaskStore();
  const service = testService({ marketData, tasks });
  const ids: string[] = [];
  for (const body of REQUESTS)
    ids.push((await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', body)).body.task_id);
  await service.backtests.idle();
  await tasks.create({
    task_id: 'waiting',
    kind: 'backtest',
    status: 'PENDING',
    params: strategy('Still waiting', 'SPX', 90, '//5'),
    username: LOCAL_USERNAME,
    created_at: '2026-11-20T15:00:00',
  });
  const results = new Map<string, BacktestTask>();
  for (const id of ids) results.set(id, (await send<BacktestTask>(service, 'GET', `/backtest/status/${id}`)).body);
  return { service, results };
}

describe('GET /backtest/tasks with figures, search, status and order', () => {
  it("answers each finished backtest's headline figures from its own result, and null for the rest", async () => {
    const { service, results } = await ranService();
    const page = await list(service);
    expect(page.total).toBe(5);
    expect(page.tasks[0]).toMatchObject({ task_id: 'waiting', status: 'PENDING', summary: null });
    for (const item of page.tasks.slice(1)) {
      const result = results.get(item.task_id)!.result!;
      expect(item.status).toBe('SUCCESS');
      expect(item.summary).toEqual({
        total_return_pct: result['Total Return (%)'],
        cagr_pct: result.CAGR,
        sharpe: result['Sharpe Ratio'],
        max_drawdown_pct: result['Max Drawdown'],
        trades: result['Total Trades'],
      });
    }
    // The figures differ between the runs, so the orders below say something.
    expect(new Set(page.tasks.slice(1).map((t) => t.summary!.sharpe)).size).toBe(4);
  });

  it('answers items of the list shape only: never a result', async () => {
    const { service } = await ranService();
    const answer = await send<{ tasks: Record<string, unknown>[] }>(service, 'GET', '/backtest/tasks');
    const fields = Object.keys(TaskListItemSchema.shape).sort();
    for (const item of answer.body.tasks) expect(Object.keys(item).sort()).toEqual(fields);
    const text = JSON.stringify(answer.body);
    for (const resultField of ['"result"', '"Extra"', '"Each Return"', '"equity"'])
      expect(text).not.toContain(resultField);
  });

  it('sorts by Sharpe either way with the unfinished task last, and pages the sorted list', async () => {
    const { service, results } = await ranService();
    const sharpeOf = (id: string) => results.get(id)!.result!['Sharpe Ratio'];
    const finished = [...results.keys()];
    const ascending = [...finished].sort((a, b) => sharpeOf(a) - sharpeOf(b));
    const descending = [...ascending].reverse();

    const ids = (page: TaskListResponse) => page.tasks.map((t: TaskListItem) => t.task_id);
    expect(ids(await list(service, '?sort=sharpe&order=desc'))).toEqual([...descending, 'waiting']);
    expect(ids(await list(service, '?sort=sharpe&order=asc'))).toEqual([...ascending, 'waiting']);
    // Descending is the default order.
    expect(ids(await list(service, '?sort=sharpe'))).toEqual([...descending, 'waiting']);
    const second = await list(service, '?sort=sharpe&order=asc&limit=2&offset=2');
    expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(ids(second)).toEqual([ascending[2], ascending[3]]);
    expect(ids(await list(service, '?sort=sharpe&order=asc&limit=2&offset=4'))).toEqual(['waiting']);
  });

  it('filters by status and searches name and symbol in any case', async () => {
    const { service } = await ranService();
    const names = async (query: string) => (await list(service, query)).tasks.map((t) => t.strategy_name);
    expect(await names('?status=PENDING')).toEqual(['Still waiting']);
    expect(await names('?status=SUCCESS')).toEqual(['ndx fade', 'Wave rider', 'Deep DIP', 'Sine dip']);
    expect(await names('?status=FAILED')).toEqual([]);
    expect(await names('?q=dip')).toEqual(['Deep DIP', 'Sine dip']);
    expect(await names('?q=DIP')).toEqual(['Deep DIP', 'Sine dip']);
    // By symbol: NDX's two, whatever the case; "ndx fade" also has it in its name.
    expect(await names('?q=Ndx')).toEqual(['ndx fade', 'Wave rider']);
    expect(await names('?q=spx&status=SUCCESS')).toEqual(['Deep DIP', 'Sine dip']);
    const searched = await list(service, '?q=%20wave%20');
    expect(searched.total).toBe(1);
    expect(searched.tasks[0].strategy_name).toBe('Wave rider');
  });

  it('answers 400 naming the field for a bad status, sort, order or search', async () => {
    const service = testService({ marketData });
    for (const [query, field] of [
      ['status=DONE', 'status'],
      ['sort=name', 'sort'],
      ['order=up', 'order'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const answer = await send<{ errors: { path: string; message: string }[] }>(
        service,
        'GET',
        `/backtest/tasks?${query}`,
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors.map((e) => e.path)).toEqual([field]);
    }
  });
});
