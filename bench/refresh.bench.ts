import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { FileSymbolStore } from '../src/node/file-symbol-store.ts';
import type { RefreshResult } from '../src/contract/market-data.ts';
import { refreshSymbols } from '../src/service/data/refresh/refresh-symbols.ts';
import { createNodeSources } from '../src/sources/create-node-sources.ts';
import type { BenchLine } from './timing.ts';

const ROOT = join(import.meta.dirname, '..');

export interface RefreshBenchSize {
  symbols: number;
  years: number;
}

/** Issue 29: 500 symbols of 20 years refreshed from the replay server, politeness off, into a file store. */
export const REFRESH_BENCH: RefreshBenchSize = { symbols: 500, years: 20 };

/** The replay server in a process of its own, so that answering does not share this process's time. */
async function replayProcess(years: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/testing/replay-server-main.ts', '--years', String(years)],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the replay server stopped (${code}) before it listened`)));
    lines.once('line', (line) => {
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
      if (found) resolve(found);
      else reject(new Error(`the replay server said: ${line}`));
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** One refresh of `size` synthetic symbols from nothing stored: the figures and the refresh's answer. */
export async function runRefreshBench(size: RefreshBenchSize): Promise<{ ms: number; result: RefreshResult }> {
  const replay = await replayProcess(size.years);
  const dir = mkdtempSync(join(tmpdir(), 'bts-refresh-bench-'));
  try {
    const source = createNodeSources({ mirrors: { yahoo: replay.url }, keys: {}, politeness: false }).get('yahoo');
    if (!source) throw new Error('no yahoo source');
    const symbols = Array.from({ length: size.symbols }, (_, i) => `SYN${String(i + 1).padStart(4, '0')}`);
    const t0 = performance.now();
    const result = await refreshSymbols({
      source,
      store: new FileSymbolStore(dir),
      symbols,
      signal: new AbortController().signal,
      now: () => new Date(),
      concurrency: 8,
    });
    return { ms: performance.now() - t0, result };
  } finally {
    replay.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function refreshBenches(size: RefreshBenchSize = REFRESH_BENCH): Promise<BenchLine[]> {
  const { ms, result } = await runRefreshBench(size);
  const failed = result.symbols.filter((s) => s.status !== 'updated');
  if (failed.length > 0)
    throw new Error(`${failed.length} symbols did not refresh: ${failed[0].error ?? failed[0].status}`);
  const rows = result.symbols.reduce((n, s) => n + s.rows_added, 0);
  return [
    {
      name: `refresh ${size.symbols} symbols x ${size.years} years from the replay server, 8 at a time`,
      ms,
      budgetMs: 60_000,
      note: `${rows.toLocaleString('en-US')} bars stored`,
    },
  ];
}
