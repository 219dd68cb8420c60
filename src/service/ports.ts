import type { BacktestResult, CatalogueItem, IndicatorMetadataEntry, TaskStatus } from '../contract/index.ts';
import type { Bars, ValueSeries } from '../engine/series/bars.ts';

/** A task as kept by a TaskStore. `params` is the request exactly as it was submitted. */
export interface StoredTask {
  task_id: string;
  status: TaskStatus;
  params: Record<string, unknown>;
  username: string;
  created_at: string;
  result?: BacktestResult;
  error?: string;
}

export interface TaskPage {
  tasks: StoredTask[];
  total: number;
}

/** Where tasks live: in memory here, IndexedDB in the browser, SQLite on the server. */
export interface TaskStore {
  create(task: StoredTask): Promise<void>;
  get(taskId: string): Promise<StoredTask | undefined>;
  update(taskId: string, patch: Partial<Omit<StoredTask, 'task_id'>>): Promise<void>;
  /** Newest first. */
  list(username: string, limit: number, offset: number): Promise<TaskPage>;
  delete(taskId: string): Promise<boolean>;
  /** Tasks left PENDING or RUNNING, e.g. by a page or process that stopped; they are run again on start-up. */
  unfinished(): Promise<StoredTask[]>;
}

/** Prices, sentiment series and the indicator catalogue of a connection. */
export interface MarketData {
  symbols(): Promise<string[]>;
  bars(symbol: string): Promise<Bars | undefined>;
  catalogue(): Promise<CatalogueItem[]>;
  indicator(nameOrUrl: string): Promise<ValueSeries | undefined>;
  indicatorInfo(url: string): Promise<IndicatorMetadataEntry | undefined>;
}

export interface Account {
  username: string;
}

export interface Accounts {
  /** The account of a request's Authorization header, or null when it does not authenticate. */
  authenticate(authorization: string | undefined): Promise<Account | null>;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export interface IdSource {
  newId(): string;
}

export interface ServicePorts {
  tasks: TaskStore;
  marketData: MarketData;
  accounts: Accounts;
  clock: Clock;
  ids: IdSource;
}
