import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UniversesAnswerSchema } from '../contract/universes.ts';
import { createWorkerParts } from './create-worker-parts.ts';
import { openStudioDatabase } from './database.ts';
import type { WorkerParts } from './dispatch.ts';
import { dispatch } from './dispatch.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const fetched: string[] = [];
const fetchPublic = (path: string) => {
  fetched.push(path);
  return readFile(join(PUBLIC_DIR, path), 'utf8');
};

const http = (parts: WorkerParts, method: string, path: string, body?: unknown) =>
  dispatch(parts, { type: 'http', method, path, body: body === undefined ? undefined : JSON.stringify(body) });

describe('universes in the browser', () => {
  it("fetches the S&P 500 from the app's files and keeps a user universe in IndexedDB across restarts", async () => {
    const name = `worker-universes-${Date.now()}`;
    const first = createWorkerParts(await openStudioDatabase(name), fetchPublic);
    expect((await http(first, 'PUT', '/data/universes/Mine', { symbols: ['spy', 'qqq'] })).status).toBe(200);

    // A new worker on the same database: the page reloaded.
    const second = createWorkerParts(await openStudioDatabase(name), fetchPublic);
    const list = await http(second, 'GET', '/data/universes');
    expect(list.status).toBe(200);
    expect(UniversesAnswerSchema.parse(list.body).universes.map((u) => [u.name, u.members, u.builtin])).toEqual([
      ['S&P 500', 503, true],
      ['Mine', 2, false],
    ]);
    expect(fetched).toContain('universes/sp500-constituents.csv');
  });
});
