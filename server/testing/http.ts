import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogLevel } from '../logger.ts';
import type { RunningServer, ServerOptions } from '../server.ts';
import { startServer } from '../server.ts';

export interface LogLine {
  level: LogLevel;
  msg: string;
  fields?: Record<string, unknown>;
}

export const INDEX_MARKER = 'backtest-studio-test-index';

const scratchDirs: string[] = [];

/** A scratch folder with a stand-in built app: index.html, an asset, and a file named like an endpoint. */
export function scratch(): { dir: string; dbFile: string; distDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bts-server-'));
  scratchDirs.push(dir);
  const distDir = join(dir, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), `<!doctype html><title>${INDEX_MARKER}</title>`);
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log("app");');
  writeFileSync(join(distDir, 'health'), 'a file that must not shadow the endpoint');
  return { dir, dbFile: join(dir, 'server.db'), distDir };
}

/** Removes the scratch folders made so far (once their servers have stopped). */
export function removeScratch(): void {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The server on 127.0.0.1 and a free port, logging into `logs`. */
export async function testServer(
  options: ServerOptions & { dbFile: string },
): Promise<{ server: RunningServer; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const server = await startServer({
    port: 0,
    workers: 2,
    shutdownGraceMs: 5000,
    log: (level, msg, fields) => logs.push({ level, msg, fields }),
    ...options,
  });
  return { server, logs };
}

export interface Credentials {
  email: string;
  password: string;
}

export function basic({ email, password }: Credentials): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One request over real HTTP; a body that is not a string is sent as JSON. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: { as?: Credentials; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers.Authorization = basic(options.as);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the text is the body
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** Polls a task's status until it is SUCCESS or FAILED. */
export async function waitForTask(
  base: string,
  statusPath: string,
  as: Credentials,
  timeoutMs = 20_000,
): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(base, 'GET', statusPath, { as });
    if (answer.status !== 200 || answer.body.status === 'SUCCESS' || answer.body.status === 'FAILED') return answer;
    if (Date.now() > deadline) throw new Error(`${statusPath} still ${String(answer.body.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
