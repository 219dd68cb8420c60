import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { UniverseDayScan, UniverseMember } from '../src/engine/scanner/picks/index.ts';
import { scanUniverseDay } from '../src/engine/scanner/picks/index.ts';
import { mergeDayScans, universeSlices } from '../src/engine/scanner/picks/day-scan-slices.ts';
import type { ScannerCategory } from '../src/engine/scanner/types.ts';
import type { DayScanAnswer, DayScanRequest } from './day-scan-protocol.ts';
import { DayScanAnswerSchema } from './day-scan-protocol.ts';

const BOOT = new URL('./task-worker-boot.mjs', import.meta.url);
const DAY_SCAN_WORKER = new URL('./day-scan-worker.ts', import.meta.url);

interface Pending {
  resolve: (scan: UniverseDayScan | null) => void;
  reject: (error: Error) => void;
}

/**
 * latest-day-all over the host's cores (issue 33): the universe is cut into one consecutive slice per thread
 * (universeSlices), each thread runs scanUniverseDay on its slice, and the slices' picks, in slice order, are the
 * one-thread scan's (mergeDayScans). The threads start once and serve every scan until close(); a universe's bars are
 * copied to them (structured cloning) once, on its first scan.
 */
export class DayScanPool {
  readonly size: number;
  readonly #workers: Worker[] = [];
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #closed = false;
  /** The universe the threads hold slices of, and how many threads hold one. */
  #loaded: readonly UniverseMember[] | undefined;
  #slices = 0;
  #queue: Promise<unknown> = Promise.resolve();

  /** `size` threads; by default one per core the host offers. */
  constructor(size = availableParallelism()) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be a whole number >= 1, got ${size}`);
    this.size = size;
    for (let k = 0; k < size; k++) this.#workers.push(this.#spawn());
  }

  #spawn(): Worker {
    // execArgv: [] so a thread does not inherit the parent's loaders: the boot file registers its own.
    const worker = new Worker(BOOT, { workerData: { entry: DAY_SCAN_WORKER.href }, execArgv: [] });
    worker.on('message', (message: unknown) => this.#answer(message));
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', (code) => {
      if (!this.#closed) this.#failAll(new Error(`a day scan thread stopped (exit code ${code})`));
    });
    return worker;
  }

  #answer(message: unknown): void {
    const read = DayScanAnswerSchema.safeParse(message);
    if (!read.success) return this.#failAll(new Error(`a day scan thread answered ${read.error.message}`));
    const answer: DayScanAnswer = read.data;
    const pending = this.#pending.get(answer.id);
    if (pending === undefined) return;
    this.#pending.delete(answer.id);
    if ('error' in answer) pending.reject(new Error(answer.error));
    else pending.resolve('loaded' in answer ? null : { asOfDate: answer.asOfDate, picks: answer.picks });
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #send(worker: Worker, request: DayScanRequest): Promise<UniverseDayScan | null> {
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  /** Sends each thread its slice of `universe`, unless they hold this universe's already. */
  async #load(universe: readonly UniverseMember[]): Promise<void> {
    if (this.#loaded === universe) return;
    this.#loaded = undefined;
    const slices = universeSlices(universe.length, this.size);
    await Promise.all(
      slices.map(({ from, to }, k) =>
        this.#send(this.#workers[k], { id: this.#nextId++, load: universe.slice(from, to) }),
      ),
    );
    this.#loaded = universe;
    this.#slices = slices.length;
  }

  /**
   * scanUniverseDay(universe, date, category), its symbols split over the threads. The threads keep their slices of
   * the universe (the same array) between scans, so scanning it again, another day or the other list, copies no bars.
   */
  scan(universe: readonly UniverseMember[], date: string, category: ScannerCategory): Promise<UniverseDayScan> {
    // One scan at a time: a scan of another universe reloads the threads, which must not happen under a running one.
    const run = this.#queue.then(() => this.#scan(universe, date, category));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #scan(universe: readonly UniverseMember[], date: string, category: ScannerCategory): Promise<UniverseDayScan> {
    if (this.#closed) throw new Error('the day scan pool is closed');
    // Nothing to send: the one-thread scan's answer (which still checks the date).
    if (universe.length === 0) return scanUniverseDay([], date, category);
    await this.#load(universe);
    const threads = this.#workers.slice(0, this.#slices);
    const scans = await Promise.all(threads.map((w) => this.#send(w, { id: this.#nextId++, date, category })));
    return mergeDayScans(
      date,
      scans.filter((scan) => scan !== null),
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#failAll(new Error('the day scan pool was closed'));
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}
