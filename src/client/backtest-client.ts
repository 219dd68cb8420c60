import type { z } from 'zod';
import type {
  AnyBacktestTask,
  BacktestTask,
  BacktestTaskListQuery,
  CatalogueItem,
  CatalogueQuery,
  Health,
  IndicatorMetadata,
  SignalStudyRequest,
  SignalStudyResponse,
  StrategyParamsRequest,
  SubmitResponse,
  TaskListResponse,
  TechnicalIndicatorInfo,
  ValidateResponse,
  SweepRequest,
  WalkForwardRequest,
} from '../contract/index.ts';
import {
  AnyBacktestTaskSchema,
  BacktestTaskSchema,
  CatalogueItemSchema,
  HealthSchema,
  IndicatorMetadataSchema,
  SignalStudyResponseSchema,
  SubmitResponseSchema,
  TaskListResponseSchema,
  TechnicalIndicatorInfoSchema,
  ValidateResponseSchema,
} from '../contract/index.ts';
import { ApiError } from './api-error.ts';
import { parseAnswer } from './parse-answer.ts';
import type { Answer } from './worker-connection.ts';

/** Sends one request of the HTTP contract; the worker and fetch both implement it. */
export interface HttpTransport {
  request(method: string, path: string, body?: unknown): Promise<Answer>;
}

/** The backtest service's endpoints, every answer parsed with the contract's schema. */
/** The backtest list's filters and order beyond paging; absent fields take the endpoint's defaults. */
export type TaskListOptions = Partial<Pick<BacktestTaskListQuery, 'status' | 'q' | 'sort' | 'order'>>;

export class BacktestClient {
  constructor(private readonly transport: HttpTransport) {}

  private async call<T>(schema: z.ZodType<T>, method: string, path: string, body?: unknown): Promise<T> {
    return parseAnswer(schema, await this.transport.request(method, path, body), method, path);
  }

  validate(params: StrategyParamsRequest): Promise<ValidateResponse> {
    return this.call(ValidateResponseSchema, 'POST', '/backtest/validate', params);
  }

  /** What followed each bar where the entry fired, against every bar of the window (our extension), answered at once. */
  signalStudy(request: SignalStudyRequest): Promise<SignalStudyResponse> {
    return this.call(SignalStudyResponseSchema, 'POST', '/backtest/signal_study', request);
  }

  submit(params: StrategyParamsRequest): Promise<SubmitResponse> {
    return this.call(SubmitResponseSchema, 'POST', '/backtest/start_backtest', params);
  }

  task(taskId: string): Promise<BacktestTask> {
    return this.call(BacktestTaskSchema, 'GET', `/backtest/status/${encodeURIComponent(taskId)}`);
  }

  /** Any task of the service: a backtest, a sweep or a walk-forward (`task_type` tells which). */
  anyTask(taskId: string): Promise<AnyBacktestTask> {
    return this.call(AnyBacktestTaskSchema, 'GET', `/backtest/status/${encodeURIComponent(taskId)}`);
  }

  /** Queues a parameter sweep (our extension, docs/research.md). */
  sweep(request: SweepRequest): Promise<SubmitResponse> {
    return this.call(SubmitResponseSchema, 'POST', '/backtest/sweep/start', request);
  }

  /** Queues a walk-forward test (our extension, docs/research.md). */
  walkForward(request: WalkForwardRequest): Promise<SubmitResponse> {
    return this.call(SubmitResponseSchema, 'POST', '/backtest/walk_forward/start', request);
  }

  /** Stops a PENDING or RUNNING sweep, walk-forward or backtest: it ends FAILED with "cancelled". */
  async cancelTask(taskId: string): Promise<void> {
    const answer = await this.transport.request('POST', `/backtest/tasks/${encodeURIComponent(taskId)}/cancel`);
    if (answer.status !== 200) throw ApiError.fromBody(answer.status, answer.body);
  }

  /** A page of the task list; `options` filter, search and order it (our extension, docs/api.md). */
  tasks(limit: number, offset: number, options: TaskListOptions = {}): Promise<TaskListResponse> {
    const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
    for (const [key, value] of Object.entries(options)) if (value !== undefined && value !== '') query.set(key, value);
    return this.call(TaskListResponseSchema, 'GET', `/backtest/tasks?${query.toString()}`);
  }

  async deleteTask(taskId: string): Promise<void> {
    const answer = await this.transport.request('DELETE', `/backtest/tasks/${encodeURIComponent(taskId)}`);
    if (answer.status !== 204) throw ApiError.fromBody(answer.status, answer.body);
  }

  catalogue(query: CatalogueQuery = {}): Promise<CatalogueItem[]> {
    const params = new URLSearchParams(
      Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
    const suffix = params.size ? `?${params}` : '';
    return this.call(CatalogueItemSchema.array(), 'GET', `/backtest/indicators/list${suffix}`);
  }

  metadata(indicatorUrl: string): Promise<IndicatorMetadata> {
    return this.call(
      IndicatorMetadataSchema,
      'GET',
      `/backtest/indicators/metadata?indicator=${encodeURIComponent(indicatorUrl)}`,
    );
  }

  /** The technical map (our extension); a server without it answers 404 and the caller offers no technical names. */
  technical(): Promise<TechnicalIndicatorInfo[]> {
    return this.call(TechnicalIndicatorInfoSchema.array(), 'GET', '/backtest/indicators/technical');
  }

  health(): Promise<Health> {
    return this.call(HealthSchema, 'GET', '/health');
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
