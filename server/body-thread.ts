import { Worker } from 'node:worker_threads';
import type { EndpointKey } from '../src/contract/index.ts';
import { ENDPOINTS } from '../src/contract/index.ts';
import { isFormType } from '../src/service/analytics/read-input.ts';
import type { BodyOutcome, BodyReader } from '../src/service/body-text.ts';
import { bodyOutcome } from '../src/service/body-text.ts';
import type { Logger } from './logger.ts';
import { silentLogger } from './logger.ts';
import type { ReadBodyJob } from './body-thread-protocol.ts';
import { BodyAnswerSchema } from './body-thread-protocol.ts';

const BOOT = new URL('./task-worker-boot.mjs', import.meta.url);
const BODY_WORKER = new URL('./body-worker.ts', import.meta.url);

/**
 * From this size on a body is read on the body thread. A strategy of a few KB reads in well under a millisecond here,
 * less than the trip to the thread and back; a CSV-mode body of 10,000 rows (about 1.3 MB) takes tens of milliseconds,
 * and 200,000 rows seconds.
 */
export const BODY_THREAD_MIN_BYTES = 256 * 1024;

export interface BodyThreadOptions {
  /** Bodies this large or larger are read on the thread (tests send small ones there too). */
  minBytes?: number;
  log?: Logger;
}

interface Waiting {
  key: EndpointKey;
  bytes: Uint8Array<ArrayBuffer>;
  resolve(outcome: BodyOutcome): void;
  reject(error: unknown): void;
}

/**
 * One worker thread that reads large request bodies for the router (BodyReader): the text decoded, the JSON parsed and
 * checked against the endpoint's schema there, so a request thread busy with a 30 MB CSV-mode body still answers
 * every other request meanwhile. Its answers are those the router would give: an outcome the thread could not come
 * to (the thread died, an error that is no refusal) is read here instead, as before.
 */
export class BodyThread implements BodyReader {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private closed = false;
  private readonly minBytes: number;
  private readonly log: Logger;

  constructor(options: BodyThreadOptions = {}) {
    this.minBytes = options.minBytes ?? BODY_THREAD_MIN_BYTES;
    this.log = options.log ?? silentLogger;
  }

  read(key: EndpointKey, request: Request): Promise<BodyOutcome> | undefined {
    if (this.closed || !request.body) return undefined;
    // The router reads a form itself (the analytics service's form bodies).
    if (ENDPOINTS[key].service === 'analytics' && isFormType(request.headers.get('content-type') ?? undefined))
      return undefined;
    // Every body reaching here has a length: limitBody gives a chunked one its length once it has read it.
    const length = Number(request.headers.get('content-length'));
    if (!(length >= this.minBytes)) return undefined;
    return request.arrayBuffer().then((buffer) => this.readThere(key, new Uint8Array(buffer)));
  }

  /** Stops the thread; a body it was reading is read here instead. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
    this.readHereAll();
  }

  private readThere(key: EndpointKey, bytes: Uint8Array<ArrayBuffer>): Promise<BodyOutcome> {
    if (this.closed) return Promise.resolve(this.readHere(key, bytes));
    return new Promise((resolve, reject) => {
      const id = ++this.nextId;
      this.waiting.set(id, { key, bytes, resolve, reject });
      // A copy crosses: the bytes stay here for readHere should the thread fail.
      this.thread().postMessage({ id, key, bytes } satisfies ReadBodyJob);
    });
  }

  private readHere(key: EndpointKey, bytes: Uint8Array): BodyOutcome {
    return bodyOutcome(key, new TextDecoder().decode(bytes));
  }

  /** Reads a waiting body here: its outcome, or the error the router's own reading throws, as it always did. */
  private settleHere(waiting: Waiting): void {
    try {
      waiting.resolve(this.readHere(waiting.key, waiting.bytes));
    } catch (error) {
      waiting.reject(error);
    }
  }

  private readHereAll(): void {
    for (const [id, waiting] of this.waiting) {
      this.waiting.delete(id);
      this.settleHere(waiting);
    }
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    // execArgv: [] so the thread does not inherit the parent's loaders: the boot file registers its own.
    const worker = new Worker(BOOT, { workerData: { entry: BODY_WORKER.href }, execArgv: [] });
    worker.on('message', (message: unknown) => this.answer(message));
    worker.on('error', (error) => this.log('error', 'the body thread failed', { message: error.message }));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      // What it was reading is read here; the next large body starts a new thread.
      this.readHereAll();
    });
    // The thread waits for bodies without keeping a stopping process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private answer(message: unknown): void {
    const read = BodyAnswerSchema.safeParse(message);
    if (!read.success) {
      this.log('error', 'the body thread sent a message the server does not read', { error: read.error.message });
      return;
    }
    const answer = read.data;
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    this.waiting.delete(answer.id);
    if ('outcome' in answer) waiting.resolve(answer.outcome);
    else this.settleHere(waiting);
  }
}
