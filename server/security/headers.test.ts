import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';
import type { RunningServer } from '../server.ts';
import type { Answer, Credentials } from '../testing/http.ts';
import { call, INDEX_MARKER, removeScratch, scratch, testServer } from '../testing/http.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './headers.ts';

const ANN: Credentials = { email: 'ann@example.com', password: 'ann-password-1' };

let server: RunningServer;
let base: string;

beforeAll(async () => {
  const { dbFile, distDir } = scratch();
  ({ server } = await testServer({ dbFile, distDir, workers: 1, bodyLimitBytes: 1024 }));
  base = server.url;
  await server.accounts.add(ANN.email, ANN.password);
});

afterAll(async () => {
  await server?.close();
  removeScratch();
});

/** The policy's directives, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

function expectSecurityHeaders(answer: Answer): void {
  const csp = directives(answer.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*']);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('x-powered-by')).toBeNull();
}

describe('the security headers over HTTP', () => {
  it('are on the app, with a cache policy for files', async () => {
    const index = await call(base, 'GET', '/');
    expect(index.text).toContain(INDEX_MARKER);
    expectSecurityHeaders(index);
    expect(index.headers.get('cache-control')).toBe('no-cache');

    const asset = await call(base, 'GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('cache-control')).not.toContain('no-store');
  });

  it('are on the public pages and the API, answers and errors alike, never cached', async () => {
    const answers = [
      await call(base, 'GET', '/docs'),
      await call(base, 'GET', '/health'),
      await call(base, 'GET', '/backtest/tasks', { as: ANN }),
      await call(base, 'GET', '/backtest/tasks'),
      await call(base, 'GET', '/no-such-thing', { as: ANN }),
      await call(base, 'POST', '/backtest/validate', { as: ANN, body: { padding: 'x'.repeat(2000) } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 401, 404, 413]);
    for (const answer of answers) {
      expectSecurityHeaders(answer);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('are the ones `vite preview` sends, so the e2e specs run the app under the same policy', () => {
    expect(viteConfig.preview?.headers).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('are written by the server exactly as the shared module has them', async () => {
    const index = await call(base, 'GET', '/');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(index.headers.get(name)).toBe(value);
  });
});
