import type { z } from 'zod';
import type {
  BacktestTask,
  BacktestTaskListQuery,
  CatalogueItem,
  CatalogueQuery,
  Health,
  IndicatorMetadata,
  StrategyParamsRequest,
  SubmitResponse,
  TaskListResponse,
  TechnicalIndicatorInfo,
  ValidateResponse,
} from '../contract/index.ts';
import {
  BacktestTaskSchema,
  CatalogueItemSchema,
  HealthSchema,
  IndicatorMetadataSchema,
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

  submit(params: StrategyParamsRequest): Promise<SubmitResponse> {
    return this.call(SubmitResponseSchema, 'POST', '/backtest/start_backtest', params);
  }

  task(taskId: string): Promise<BacktestTask> {
    return this.call(BacktestTaskSchema, 'GET', `/backtest/status/${encodeURIComponent(taskId)}`);
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
