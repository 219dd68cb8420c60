import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root: the browser benches build and serve the app from here. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Not 4190: browsers and fetch refuse that port (ManageSieve).
const PORT = Number(process.env.BENCH_PORT ?? 4183);

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))));
  });
}

export async function waitForServer(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** The app to measure: BENCH_URL as it is, or a fresh production build served here. */
export async function startApp(onServer: (server: ChildProcess) => void): Promise<string> {
  if (process.env.BENCH_URL) return process.env.BENCH_URL;
  await run('npx', ['vite', 'build', '--outDir', 'dist-bench', '--logLevel', 'warn']);
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', 'dist-bench', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
  onServer(server);
  const url = `http://127.0.0.1:${PORT}`;
  await waitForServer(url, 60_000);
  return url;
}
