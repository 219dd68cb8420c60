import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../src/contract/index.ts';
import type { RunningServer } from '../server.ts';
import type { Answer, Credentials } from '../testing/http.ts';
import { call, removeScratch, scratch, testServer } from '../testing/http.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };
// RFC 7617: the realm, and the charset the server reads the user name and password in.
const CHALLENGE = 'Basic realm="Backtest Studio", charset="UTF-8"';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  const { dbFile, distDir } = scratch();
  // Each endpoint is asked once with a wrong password: a limit above their number, so none is refused with 429.
  ({ server } = await testServer({ dbFile, distDir, workers: 1, loginLimit: 1000 }));
  base = server.url;
  await server.accounts.add(ANN.email, ANN.password);
});

afterAll(async () => {
  await server?.close();
  removeScratch();
});

/** Every endpoint of the router that asks for an account, with its path parameters filled in. */
function accountEndpoints(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const endpoints: { method: string; path: string }[] = [];
  for (const { method, path } of server.service.app.routes) {
    if (method === 'ALL' || PUBLIC_PATHS.has(path) || seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    endpoints.push({ method, path: path.replace(/:\w+/g, 'x') });
  }
  return endpoints;
}

describe('the Basic challenge', () => {
  it('is on every 401: without credentials, and with a wrong password, on every endpoint that needs an account', async () => {
    const endpoints = accountEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const answers: [string, Answer][] = [];
    for (const { method, path } of endpoints) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : {};
      answers.push([`${method} ${path}`, await call(base, method, path, { body })]);
      answers.push([
        `${method} ${path} (wrong)`,
        await call(base, method, path, { body, as: { ...ANN, password: 'wrong-password' } }),
      ]);
    }
    for (const [what, answer] of answers) {
      expect({ what, status: answer.status }).toEqual({ what, status: 401 });
      expect({ what, challenge: answer.headers.get('www-authenticate') }).toEqual({ what, challenge: CHALLENGE });
    }
  });

  it('is not on other answers', async () => {
    const signedIn = await call(base, 'GET', '/backtest/tasks', { as: ANN });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('www-authenticate')).toBeNull();
    const health = await call(base, 'GET', '/health');
    expect(health.headers.get('www-authenticate')).toBeNull();
  });
});
