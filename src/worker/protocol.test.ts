import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createWorkerParts } from './create-worker-parts.ts';
import { openStudioDatabase } from './database.ts';
import { dispatch } from './dispatch.ts';
import type { WorkerRequestBody } from './protocol.ts';
import { WORKER_MESSAGE_TYPES } from './protocol.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');

/** The private messages the worker took before every request was an endpoint of the table. */
const RETIRED = [
  'library.list',
  'library.save',
  'library.saveWide',
  'library.remove',
  'library.bars',
  'csv.read',
  'csv.load',
  'csv.run',
  'csv.validate',
  'csv.forget',
  'options.preview',
];

describe('the worker protocol', () => {
  it('has one message, http: every request is an endpoint of the table', () => {
    expect(WORKER_MESSAGE_TYPES).toEqual(['http']);
    expectTypeOf<WorkerRequestBody['type']>().toEqualTypeOf<'http'>();
  });

  it('refuses any other message with a 400, and answers http ones through the service', async () => {
    const db = await openStudioDatabase(`protocol-${Date.now()}`);
    const parts = createWorkerParts(db, (path) => readFile(join(PUBLIC_DIR, path), 'utf8'));
    for (const type of RETIRED) {
      // An older page's message, as postMessage would hand it over: not of the protocol's type.
      const message = JSON.parse(JSON.stringify({ type, method: 'GET', path: '/data/library' })) as WorkerRequestBody;
      expect(await dispatch(parts, message)).toEqual({
        status: 400,
        body: { detail: 'the worker takes only http messages' },
      });
    }
    const list = await dispatch(parts, { type: 'http', method: 'GET', path: '/data/library' });
    expect(list.status).toBe(200);
  });
});
