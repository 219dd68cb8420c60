import type { AuthInfo } from '../contract/endpoints.ts';
import type {
  BacktestResult,
  CatalogueItem,
  CpmMode,
  DataProvenance,
  CpmParams,
  CpmResult,
  ExpandedAxis,
  IndicatorMetadataEntry,
  Report,
  ReportType,
  ReturnSummary,
  ScannerBacktestParams,
  ScannerBacktestResult,
  ScreenKey,
  ScreenRecord,
  SweepCell,
  StrategyParamsInput,
  SweepResult,
  TaskSortKey,
  TaskStatus,
  TaskSummary,
  WalkForwardResult,
} from '../contract/index.ts';
import type { OptionQuote } from '../engine/options/types.ts';
import type { Bars, ValueSeries } from '../engine/series/bars.ts';
import type { BodyReader } from './body-text.ts';
import type { MarketDataPorts } from './data/market-source-port.ts';

/** Which service a task belongs to; each lists and answers only its own. */
export type TaskKind = 'backtest' | 'cpm' | 'scanner';

/** What a task of any kind computes. */
export type TaskResult = BacktestResult | CpmResult | ScannerBacktestResult | SweepResult | WalkForwardResult;

/**
 * A task as kept by a TaskStore. `params` is the request exactly as it was submitted (the status endpoints answer it
 * so). A store gives back what it kept: JSON text in SQLite and PostgreSQL, a structured clone in IndexedDB. Both the
 * params and the result read back are therefore unparsed data, typed `unknown`/a plain record here. The service reads
 * one task into a `ParsedTask` (`readTask`, src/service/tasks/read-task.ts), a union by kind and mode whose result is
 * typed by them, never a list (a 5,000-trade backtest result takes about 3 ms to parse); it parses a task's params
 * when it runs one it did not take the submit of (TaskWork.parse).
 */
export interface StoredTask {
  task_id: string;
  /** Absent on tasks stored before there were other kinds: those are backtests. */
  kind?: TaskKind;
  /** A CPM task's mode (`scan` or `backtest`). */
  mode?: string;
  status: TaskStatus;
  params: Record<string, unknown>;
  username: string;
  created_at: string;
  result?: unknown;
  /** A succeeded backtest's headline figures, kept apart from its result so that a list never reads results. */
  summary?: TaskSummary;
  error?: string;
  /** The client's `Idempotency-Key` of the submit that made it: a retried submit with the same key finds this task. */
  idempotency_key?: string;
}

/** A task as a list gives it: everything but the result. */
export type TaskHead = Omit<StoredTask, 'result'>;

/** A stored task with its result as the JSON text the store kept (TaskStore.getWithResultText). */
export interface TaskWithResultText {
  task: TaskHead;
  resultText?: string;
}

/** What a write changes of a task. */
export type TaskPatch = Partial<Omit<StoredTask, 'task_id'>>;

export interface TaskFilter {
  kind: TaskKind;
  status?: TaskStatus;
  mode?: string;
  /** Any case, part of the task's name (`params.name`) or symbol (`params.symbol`). */
  search?: string;
}

/** A list's order: by creation, or by a summary figure with the tasks that have none last and ties newest first. */
export interface TaskOrder {
  sort: TaskSortKey;
  order: 'asc' | 'desc';
}

export const NEWEST_FIRST: TaskOrder = { sort: 'created_at', order: 'desc' };

export interface TaskPage {
  tasks: TaskHead[];
  total: number;
}

/** Where tasks live: in memory here, IndexedDB in the browser, SQLite on the server. */
export interface TaskStore {
  create(task: StoredTask): Promise<void>;
  get(taskId: string): Promise<StoredTask | undefined>;
  update(taskId: string, patch: TaskPatch): Promise<void>;
  /**
   * The task, and its result as the JSON text it was stored as, unparsed: a status read splices the text into its
   * answer (withResultText) rather than parse it and write it again. Optional: a store that keeps results as
   * structured data (IndexedDB) has no text to give.
   */
  getWithResultText?(taskId: string): Promise<TaskWithResultText | undefined>;
  /** The account's tasks that pass the filter, in the order asked (newest first without one), without results. */
  list(username: string, limit: number, offset: number, filter: TaskFilter, order?: TaskOrder): Promise<TaskPage>;
  delete(taskId: string): Promise<boolean>;
  /** Tasks left PENDING or RUNNING, e.g. by a page or process that stopped; they are run again on start-up. */
  unfinished(): Promise<StoredTask[]>;
  /** The account's task made by a submit with this Idempotency-Key, while it is stored. */
  findByIdempotencyKey(username: string, key: string): Promise<StoredTask | undefined>;
  /** What an account keeps: its tasks and the bytes of their results as stored (compressed where the store does). */
  usage(username: string): Promise<StoreUsage>;
  /**
   * Stores the task only while its account is under both limits of the quota, the usage read and the task written in
   * one transaction, so that submits racing (on one server or several) cannot pass a limit together. Resolves to the
   * usage that refused it, or undefined once stored. A store without it (no quota where it serves) is checked with
   * `usage`, then written.
   */
  createWithinQuota?(task: StoredTask, quota: TaskQuota): Promise<StoreUsage | undefined>;
  /** Deletes the finished tasks (SUCCESS or FAILED) created before `createdBefore` (a created_at); says how many. */
  pruneFinished(createdBefore: string): Promise<number>;
  /**
   * Applies the patch only while the task is PENDING or RUNNING, in one step, and says whether it did. Needed with a
   * TaskQueue: a task may run on two processes (a lease that ran out), and only the first end is written.
   */
  updateUnfinished?(taskId: string, patch: TaskPatch): Promise<boolean>;
}

export interface StoreUsage {
  tasks: number;
  result_bytes: number;
}

/** What one account may keep (the server's; the browser connection has none): a submit at either limit is refused. */
export interface TaskQuota {
  maxTasks: number;
  /** Of results as stored (StoreUsage.result_bytes). */
  maxResultBytes: number;
}

/**
 * Hands stored PENDING tasks to whichever process runs them next (several servers on one PostgreSQL database). Without
 * one, a task runs in the process that took its submit.
 */
export interface TaskQueue {
  /** Called once a task is stored; the queue later calls the service's `runQueued(task_id)` on some process. */
  enqueue(task: { task_id: string; kind: TaskKind; mode?: string }): Promise<void>;
}

/**
 * What a symbol is, for the scanners' find_type: a single stock or an exchange-traded fund (an index, as the data
 * library names it, counts as an ETF here: SourceMarketData.symbolKind).
 */
export type SymbolKind = 'stock' | 'etf';

/** Prices, sentiment series, option chains and the indicator catalogue of a connection. */
export interface MarketData {
  symbols(): Promise<string[]>;
  bars(symbol: string): Promise<Bars | undefined>;
  /**
   * Where a symbol's prices come from and the dates they span (a result's `Extra.data`); undefined when there is no
   * such symbol. Optional: a connection that cannot say leaves results without it.
   */
  provenance?(symbol: string): Promise<DataProvenance | undefined>;
  /** The symbol's kind (any case): what its source says, else `stock`; undefined when there is no such symbol. */
  symbolKind(symbol: string): Promise<SymbolKind | undefined>;
  /** Every row of the connection's option-chain snapshots, or undefined when it has none. */
  optionChain(): Promise<OptionQuote[] | undefined>;
  catalogue(): Promise<CatalogueItem[]>;
  indicator(nameOrUrl: string): Promise<ValueSeries | undefined>;
  /** The metadata of an indicator named by its url (any case), with the url as the catalogue writes it. */
  indicatorInfo(url: string): Promise<{ url: string; entry: IndicatorMetadataEntry } | undefined>;
}

export interface Account {
  username: string;
}

export interface Accounts {
  /** The account of a request's Authorization header, or null when it does not authenticate. */
  authenticate(authorization: string | undefined): Promise<Account | null>;
  /** What /auth-info says of signing in here; HTTP Basic with an operator's account when absent. */
  readonly signIn?: Pick<AuthInfo, 'scheme' | 'header' | 'accounts'>;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export interface IdSource {
  newId(): string;
}

/** What each kind of job carries besides its kind: plain data, so it can cross to another thread. */
export interface JobPayloads {
  /** The request parsed: the thread runs it as it is, without parsing it again. */
  backtest: { params: StrategyParamsInput };
  cpm: { mode: CpmMode; params: CpmParams };
  scanner: { params: ScannerBacktestParams };
  /** A run of a sweep's combinations, sent by a sweep task that hands its work out to every thread. */
  sweep_slice: { slice: SweepSliceJob };
}

/** What each kind of job answers. */
export interface JobResults {
  backtest: BacktestResult;
  cpm: CpmResult;
  scanner: ScannerBacktestResult;
  sweep_slice: SweepSliceCell[];
}

export type JobKind = keyof JobPayloads & keyof JobResults;

/** One job of a kind, as a TaskExecutor receives it; its kind fixes what it answers (JobResults). */
export type Job<K extends JobKind> = { kind: K } & JobPayloads[K];

/** A job of any kind. */
export type TaskJob = { [K in JobKind]: Job<K> }[JobKind];

/** What a caller of a TaskExecutor may hear about its job besides the answer, and how it stops it. */
export interface ExecutorEvents {
  started?(): void;
  progress?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * Where task work runs. Without one, a task runs in the service's own thread (the browser's worker, the CLI); the
 * server hands it to a pool of worker threads (see src/service/tasks/run-job.ts for what a thread runs).
 */
export interface TaskExecutor {
  /**
   * `started` is called when the job gets a thread (it may wait in a queue before that); `progress` with the fraction
   * done, for the kinds that report it; an aborted `signal` stops the job early where it can (it is cancelled).
   */
  run<K extends JobKind>(job: Job<K>, events?: ExecutorEvents): Promise<JobResults[K]>;
}

/** Predefined screens and reports (spec 4.7, 4.8): a server's data folder. The browser connection has none. */
export interface Publications {
  /**
   * A screen's records; for a long/short ideas screen those of `date`, or of its latest day without one (the service
   * passes no date to other screens). `universe`: the universe a screen that takes one is computed over, instead of
   * its own (a folder's files, computed elsewhere, have none). Undefined when there is no such screen or day.
   */
  screen(key: ScreenKey, date?: string, universe?: string): Promise<ScreenRecord[] | undefined>;
  /** The reports of one type, or of every type; in any order (the service sorts and cuts them). */
  reports(type?: ReportType): Promise<Report[]>;
}

/** A run of consecutive combinations of a sweep: plain data, so it can go to another thread or worker. */
/** A cell as a slice answers it: with its bar returns summarised for the overfitting figures, dropped from results. */
export type SweepSliceCell = SweepCell & { returns?: ReturnSummary };

export interface SweepSliceJob {
  strategy: Record<string, unknown>;
  axes: ExpandedAxis[];
  /** Combination indices from `from` to `to - 1`. */
  from: number;
  to: number;
  /** The ISO date the strategy defaults resolve against. */
  today: string;
  /** Give each cell its `returns` summary (a sweep's overfitting figures); a walk-forward does without. */
  returns?: boolean;
}

/**
 * Runs the slices of a sweep side by side: the server's worker threads, the browser's pool of workers. Without one,
 * slices run one after another in the service's own thread.
 */
export interface SweepSlices {
  /** How many slices run at once. */
  readonly threads: number;
  run(job: SweepSliceJob, events: { done?(count: number): void; signal?: AbortSignal }): Promise<SweepSliceCell[]>;
}

export interface ServicePorts {
  tasks: TaskStore;
  marketData: MarketData;
  accounts: Accounts;
  clock: Clock;
  ids: IdSource;
  executor?: TaskExecutor;
  sweepSlices?: SweepSlices;
  publications?: Publications;
  queue?: TaskQueue;
  quota?: TaskQuota;
  /** Sources, the store of fetched series and its refreshes; a host without them answers the data endpoints 501. */
  market?: MarketDataPorts;
  /** A server's scheduled refresh of every universe, as `GET /health` reports it. */
  refreshSchedule?: RefreshSchedulePort;
  /** Told every error that answered 5xx, for a host's log: the answer carries its message, never its stack. */
  reportError?(error: unknown): void;
  /** Reads large request bodies off the request thread (a server's body thread); without it every body is read here. */
  bodyReader?: BodyReader;
}

/** A host's scheduled refresh (the server's nightly one). */
export interface RefreshSchedulePort {
  /** When the last run ended (ISO 8601 UTC), null before the first. */
  lastEnded(): Promise<string | null>;
}
