import { z } from 'zod';
import type { BacktestTask } from '../../contract/index.ts';
import { BacktestTaskSchema } from '../../contract/index.ts';
import type { MarketDataPorts } from '../data/market-source-port.ts';
import type { Accounts, Clock, IdSource, MarketData, TaskStore } from '../ports.ts';
import { LocalAccount } from '../local-account.ts';
import { MemoryTaskStore } from '../memory-task-store.ts';
import type { Service } from '../router.ts';
import { createService } from '../router.ts';

/** A fixed clock: 2026-11-20 14:30:00 UTC, advancing one second per reading so created_at orders tasks. */
export function steppingClock(startIso = '2026-11-20T14:30:00Z'): Clock {
  let t = Date.parse(startIso);
  return { now: () => (t += 1000) };
}

export function sequentialIds(): IdSource {
  let n = 0;
  return { newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` };
}

export interface HarnessOptions {
  marketData: MarketData;
  tasks?: TaskStore;
  accounts?: Accounts;
  market?: MarketDataPorts;
}

export function testService({ marketData, tasks, accounts, market }: HarnessOptions): Service {
  return createService({
    marketData,
    tasks: tasks ?? new MemoryTaskStore(),
    accounts: accounts ?? new LocalAccount(),
    clock: steppingClock(),
    ids: sequentialIds(),
    market,
  });
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
}

export async function send<T = Record<string, unknown>>(
  service: Service,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await service.app.request(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** Submits a backtest, lets the queue run it and answers the finished task as the status endpoint gives it. */
export async function finishedBacktest(service: Service, body: unknown): Promise<BacktestTask> {
  const submitted = await send(service, 'POST', '/backtest/start_backtest', body);
  if (submitted.status !== 202)
    throw new Error(`the submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  await service.idle();
  const { task_id } = z.object({ task_id: z.string() }).parse(submitted.body);
  return BacktestTaskSchema.parse((await send(service, 'GET', `/backtest/status/${task_id}`)).body);
}
