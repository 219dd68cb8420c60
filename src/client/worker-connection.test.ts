import { describe, expect, it } from 'vitest';
import type { WorkerRequest } from '../worker/protocol.ts';
import { WorkerConnection } from './worker-connection.ts';

/** A stand-in for a Worker: records what was posted and lets the test answer. */
class FakeWorker extends EventTarget {
  readonly posted: WorkerRequest[] = [];
  postMessage(message: WorkerRequest): void {
    this.posted.push(message);
  }
  answer(id: number, status: number, body: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: { id, status, json: JSON.stringify(body) } }));
  }
}

describe('WorkerConnection', () => {
  it('matches answers to requests by id, in any order', async () => {
    const worker = new FakeWorker();
    const connection = new WorkerConnection(worker as unknown as Worker);
    const first = connection.send({ type: 'http', method: 'GET', path: '/data/library' });
    const second = connection.send({ type: 'http', method: 'GET', path: '/health' });
    expect(worker.posted).toEqual([
      { type: 'http', method: 'GET', path: '/data/library', id: 1 },
      { type: 'http', method: 'GET', path: '/health', id: 2 },
    ]);
    worker.answer(2, 200, { status: 'ok' });
    worker.answer(1, 200, []);
    expect(await second).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await first).toEqual({ status: 200, body: [] });
  });

  it('a worker that fails answers every waiting request with a 500 and the reason', async () => {
    const worker = new FakeWorker();
    const connection = new WorkerConnection(worker as unknown as Worker);
    const list = () => connection.send({ type: 'http', method: 'GET', path: '/data/library' });
    const waiting = [list(), list()];
    const error = Object.assign(new Event('error'), { message: 'SyntaxError: bad module' });
    worker.dispatchEvent(error);
    for (const answer of await Promise.all(waiting)) {
      expect(answer).toEqual({
        status: 500,
        body: { detail: 'the in-browser service stopped: SyntaxError: bad module' },
      });
    }
  });
});
