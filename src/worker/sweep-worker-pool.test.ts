import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SweepCell } from '../contract/index.ts';
import type { FromSweepWorker, ToSweepWorker } from './sweep-protocol.ts';
import { SweepWorkerPool } from './sweep-worker-pool.ts';

/** A stand-in worker: answers each slice with one cell per combination after `delay` ms, reporting progress first. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  received: ToSweepWorker[] = [];

  constructor(private readonly delay = 5) {
    super();
    FakeWorker.made.push(this);
  }

  postMessage(message: ToSweepWorker): void {
    this.received.push(message);
    const { id, slice } = message;
    const answer = (data: FromSweepWorker) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data }));
    };
    setTimeout(() => answer({ id, done: 1 }), 0);
    setTimeout(() => {
      const cells = Array.from(
        { length: slice.to - slice.from },
        (_, i) => ({ values: [slice.from + i] }) as SweepCell,
      );
      answer({ id, cells });
    }, this.delay);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const slice = (from: number, to: number) => ({ strategy: {}, axes: [], from, to, today: '2026-11-24' });

afterEach(() => {
  FakeWorker.made = [];
  vi.useRealTimers();
});

describe('SweepWorkerPool', () => {
  it('has one lane per core, at least one, and starts workers only as slices need them', async () => {
    expect(new SweepWorkerPool(() => new FakeWorker() as unknown as Worker, 0).threads).toBe(1);
    const pool = new SweepWorkerPool(() => new FakeWorker() as unknown as Worker, 3);
    expect(pool.threads).toBe(3);
    expect(FakeWorker.made).toHaveLength(0);
    const done: number[] = [];
    const cells = await Promise.all([
      pool.run(slice(0, 2), { done: (n) => done.push(n) }),
      pool.run(slice(2, 5), { done: (n) => done.push(n) }),
    ]);
    expect(cells.map((c) => c.map((x) => x.values[0]))).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    expect(FakeWorker.made).toHaveLength(2);
    expect(done).toEqual([1, 1]);
    // A free worker is used again: each keeps the bars it has loaded.
    await pool.run(slice(5, 6), {});
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('stops the worker of a cancelled slice at once, and a later slice gets a fresh one', async () => {
    const pool = new SweepWorkerPool(() => new FakeWorker(1_000) as unknown as Worker, 1);
    const controller = new AbortController();
    const running = pool.run(slice(0, 10), { signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toThrow('cancelled');
    expect(FakeWorker.made[0].terminated).toBe(true);
    const quick = new SweepWorkerPool(() => new FakeWorker() as unknown as Worker, 1);
    await quick.run(slice(0, 1), {});
    expect(FakeWorker.made.at(-1)!.terminated).toBe(false);
  });

  it('stops idle workers after a while, so the next sweep sees newly kept data', async () => {
    vi.useFakeTimers();
    const pool = new SweepWorkerPool(() => new FakeWorker() as unknown as Worker, 1);
    const run = pool.run(slice(0, 1), {});
    await vi.advanceTimersByTimeAsync(10);
    await run;
    expect(FakeWorker.made[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(FakeWorker.made[0].terminated).toBe(true);
  });
});
