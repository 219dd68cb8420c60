import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface NodeProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  child: ChildProcess;
  /** What it wrote to standard error (for a failing test's message). */
  stderr(): string;
  /** SIGTERM, and its exit code once it has stopped. */
  stop(): Promise<number | null>;
  /** Dies at once, as a machine that loses power: nothing is given back or finished. */
  kill(): Promise<void>;
}

/**
 * `npm run server`'s entry as its own process, on 127.0.0.1 and a free port, with these arguments; resolves with its
 * URL once it logs "server started". `onLog` hears every log entry it writes.
 */
export async function startNodeProcess(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; onLog?: (entry: Record<string, unknown>) => void } = {},
): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-10_000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`the server exited with code ${code} before it started: ${stderr}`)));
    lines.on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      if (entry.msg === 'server started') resolve(String(entry.url));
      options.onLog?.(entry);
    });
  });
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) throw new Error(`the server is not on loopback: ${url}`);
  return {
    url,
    child,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
