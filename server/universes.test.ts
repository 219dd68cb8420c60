import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import type { Credentials } from './testing/http.ts';
import { call, removeScratch, scratch, testServer } from './testing/http.ts';

/* Universes over HTTP: a PUT reaches the service through the server's stack and is kept in the store's folder. */

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
let server: RunningServer;
let storeDir: string;

beforeAll(async () => {
  const dirs = scratch();
  storeDir = dirs.dir;
  ({ server } = await testServer({ dbFile: dirs.dbFile, distDir: dirs.distDir, storeDir, workers: 1 }));
  await server.accounts.add(ANN.email, ANN.password);
});

afterAll(async () => {
  await server?.close();
  removeScratch();
});

describe('universes on the server', () => {
  it('puts a universe over HTTP into STORE/universes/ and lists it after the built-in S&P 500', async () => {
    const put = await call(server.url, 'PUT', '/data/universes/Energy%20picks', {
      as: ANN,
      body: { symbols: ['xom', 'cvx'] },
    });
    expect(put.status, put.text).toBe(200);
    expect(readdirSync(join(storeDir, 'universes'))).toEqual(['ENERGY%20PICKS.json']);
    const list = await call<{ universes: { name: string; members: number }[] }>(server.url, 'GET', '/data/universes', {
      as: ANN,
    });
    expect(list.body.universes.map((u) => [u.name, u.members])).toEqual([
      ['S&P 500', 503],
      ['Energy picks', 2],
    ]);
    const refused = await call(server.url, 'PUT', '/data/universes/S%26P%20500', { as: ANN, body: { symbols: ['A'] } });
    expect(refused.status).toBe(409);
  });
});
