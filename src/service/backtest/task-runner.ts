import type { SubmitResponse } from '../../contract/index.ts';
import { ServiceError } from '../errors.ts';
import type { Account, ServicePorts, StoredTask } from '../ports.ts';
import { isoDate, localTimestamp } from '../system-clock.ts';
import { resolveStrategy } from './resolve-strategy.ts';
import { runBacktest } from './run-backtest.ts';

/**
 * Queues backtests and runs them off the request: PENDING -> RUNNING -> SUCCESS | FAILED. A FAILED task keeps its
 * params and carries the error text.
 */
export class BacktestTaskRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly ports: ServicePorts) {}

  private today(): string {
    return isoDate(this.ports.clock.now());
  }

  /** Validates, stores and schedules; a 400 for a request that cannot run, a 503 when the store refuses it. */
  async submit(body: unknown, account: Account): Promise<SubmitResponse> {
    await resolveStrategy(body, this.ports.marketData, this.today());
    const task: StoredTask = {
      task_id: this.ports.ids.newId(),
      status: 'PENDING',
      params: body as Record<string, unknown>,
      username: account.username,
      created_at: localTimestamp(this.ports.clock.now()),
    };
    try {
      await this.ports.tasks.create(task);
    } catch (error) {
      throw new ServiceError(503, {
        detail: `the task store is unavailable, so the task was not queued: ${(error as Error).message}`,
      });
    }
    this.schedule(task.task_id);
    return { message: 'Backtest task queued', task_id: task.task_id };
  }

  /** Runs again every task a stopped page or process left PENDING or RUNNING. */
  async resumeUnfinished(): Promise<number> {
    const tasks = await this.ports.tasks.unfinished();
    for (const task of tasks) this.schedule(task.task_id);
    return tasks.length;
  }

  /** Resolves when every scheduled task has finished (tests and the CLI wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private schedule(taskId: string): void {
    // A macrotask, so the submit answers before the work starts.
    const job = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => this.run(taskId));
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  private async run(taskId: string): Promise<void> {
    const { tasks, marketData } = this.ports;
    const task = await tasks.get(taskId);
    if (!task) return;
    await tasks.update(taskId, { status: 'RUNNING' });
    try {
      const strategy = await resolveStrategy(task.params, marketData, this.today());
      const result = await runBacktest(strategy, marketData);
      await tasks.update(taskId, { status: 'SUCCESS', result });
    } catch (error) {
      const message = error instanceof ServiceError ? error.body.detail : (error as Error).message;
      await tasks.update(taskId, { status: 'FAILED', error: message });
    }
  }
}
