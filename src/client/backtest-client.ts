import type { BodyInput, QueryInput } from '../contract/index.ts';
import type { EndpointCall } from './endpoint-call.ts';
import { endpointCaller, wrongAnswer } from './endpoint-call.ts';
import type { Answer } from './worker-connection.ts';

/** Sends one request of the HTTP contract; the worker and fetch both implement it. */
export interface HttpTransport {
  request(method: string, path: string, body?: unknown): Promise<Answer>;
}

type TaskListQuery = QueryInput<'GET /backtest/tasks'>;

/** The backtest list's filters and order beyond paging; absent fields take the endpoint's defaults. */
export type TaskListOptions = Partial<Pick<TaskListQuery, 'status' | 'q' | 'sort' | 'order'>>;

/** The backtest service's endpoints, each called by its key in the endpoint table and answered in its shape. */
export class BacktestClient {
  /** Any endpoint of the table, by its key. */
  readonly call: EndpointCall;

  constructor(transport: HttpTransport) {
    this.call = endpointCaller(transport);
  }

  validate(body: BodyInput<'POST /backtest/validate'>) {
    return this.call('POST /backtest/validate', { body });
  }

  /** What followed each bar where the entry fired, against every bar of the window (our extension), answered at once. */
  signalStudy(body: BodyInput<'POST /backtest/signal_study'>) {
    return this.call('POST /backtest/signal_study', { body });
  }

  submit(body: BodyInput<'POST /backtest/start_backtest'>) {
    return this.call('POST /backtest/start_backtest', { body });
  }

  /** A plain backtest: a sweep or a walk-forward under this id is not the answer this asks for (502). */
  async task(taskId: string) {
    const request = { params: { task_id: taskId } };
    const task = await this.call('GET /backtest/status/:task_id', request);
    // The plain words (src/contract/plain-issue.ts) for a task_type other than the backtest's literal.
    if (task.task_type !== 'backtest')
      throw wrongAnswer('GET /backtest/status/:task_id', request, 'task_type: Must be backtest.');
    return task;
  }

  /** Any task of the service: a backtest, a sweep or a walk-forward (`task_type` tells which). */
  anyTask(taskId: string) {
    return this.call('GET /backtest/status/:task_id', { params: { task_id: taskId } });
  }

  /** Queues a parameter sweep (our extension, docs/research.md). */
  sweep(body: BodyInput<'POST /backtest/sweep/start'>) {
    return this.call('POST /backtest/sweep/start', { body });
  }

  /** Queues a walk-forward test (our extension, docs/research.md). */
  walkForward(body: BodyInput<'POST /backtest/walk_forward/start'>) {
    return this.call('POST /backtest/walk_forward/start', { body });
  }

  /** Stops a PENDING or RUNNING sweep, walk-forward or backtest: it ends FAILED with "cancelled". */
  cancelTask(taskId: string) {
    return this.call('POST /backtest/tasks/:task_id/cancel', { params: { task_id: taskId } });
  }

  /** A page of the task list; `options` filter, search and order it (our extension, docs/api.md). */
  tasks(limit: number, offset: number, options: TaskListOptions = {}) {
    return this.call('GET /backtest/tasks', { query: { limit, offset, ...options } });
  }

  /** Resolves once the task is gone (204). */
  async deleteTask(taskId: string): Promise<void> {
    await this.call('DELETE /backtest/tasks/:task_id', { params: { task_id: taskId } });
  }

  catalogue(query: QueryInput<'GET /backtest/indicators/list'> = {}) {
    return this.call('GET /backtest/indicators/list', { query });
  }

  metadata(indicatorUrl: string) {
    return this.call('GET /backtest/indicators/metadata', { query: { indicator: indicatorUrl } });
  }

  /** The technical map (our extension); a server without it answers 404 and the caller offers no technical names. */
  technical() {
    return this.call('GET /backtest/indicators/technical');
  }

  health() {
    return this.call('GET /health');
  }
}

/** The transport of the "In this browser" connection. */
export function workerTransport(connection: {
  send: (r: { type: 'http'; method: string; path: string; body?: string }) => Promise<Answer>;
}): HttpTransport {
  return {
    request: (method, path, body) =>
      connection.send({ type: 'http', method, path, body: body === undefined ? undefined : JSON.stringify(body) }),
  };
}
