/**
 * `npm run bench:browser` (second part): issue 15's browser target, 10,000 backtests of 5,000 bars in <= 1.5 s wall
 * on this machine's cores, in Chromium. Not a test: it prints the figures.
 *
 * It serves a production build (see app-server.ts), starts the app's own sweep workers (the built
 * sweep.worker-*.js, one per navigator.hardwareConcurrency, as the in-browser service does) and hands them the
 * slices of the grid of bench/sweep.bench.ts, on the bundled SPX sample cut to its last 5,000 bars. Each worker
 * first runs one combination, so the bars are loaded before the clock starts, as they are after a sweep's first
 * slice. Slices are cut and handed out as src/service/research/run-sweep.ts does.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { endToEndChromium } from '../../scripts/playwright-chromium.ts';
import { planSweep } from '../../src/service/research/sweep-plan.ts';
import { SWEEP_BENCH } from '../sweep.bench.ts';
import { ROOT, startApp } from './app-server.ts';

const BARS = 5_000;
const TARGET_MS = 1_500;
const RUNS = 5;

/** Page-side: plain JavaScript text (see csv-latency.ts for why not a function). */
const SWEEP_IN_PAGE = (workerUrl: string, job: object, count: number) => `(async () => {
  const job = ${JSON.stringify(job)};
  const count = ${count};
  const threads = Math.max(1, navigator.hardwareConcurrency || 1);
  const workers = Array.from({ length: threads }, () => new Worker(${JSON.stringify(workerUrl)}, { type: 'module' }));
  let nextId = 0;
  const slice = (worker, from, to) => new Promise((resolve, reject) => {
    const id = ++nextId;
    const onMessage = (event) => {
      if (event.data.id !== id || 'done' in event.data) return;
      worker.removeEventListener('message', onMessage);
      if ('cells' in event.data) resolve(event.data.cells); else reject(new Error(event.data.error));
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ id, slice: { ...job, from, to } });
  });
  // Each worker loads the bars and warms up on a few combinations first.
  await Promise.all(workers.map((w) => slice(w, 0, 50)));
  const times = [];
  let cells = 0;
  let errors = 0;
  for (let run = 0; run < ${RUNS}; run++) {
    const size = Math.min(500, Math.max(16, Math.ceil(count / (threads * 8))));
    const starts = [];
    for (let from = 0; from < count; from += size) starts.push(from);
    let next = 0;
    const parts = [];
    const t0 = performance.now();
    await Promise.all(workers.map(async (w) => {
      while (next < starts.length) {
        const i = next++;
        parts[i] = await slice(w, starts[i], Math.min(count, starts[i] + size));
      }
    }));
    times.push(performance.now() - t0);
    const all = parts.flat();
    cells = all.length;
    errors = all.filter((c) => c.error !== undefined).length;
  }
  workers.forEach((w) => w.terminate());
  return { threads, times, cells, errors };
})()`;

async function main(): Promise<void> {
  const browser = endToEndChromium();
  if ('error' in browser) throw new Error(browser.error);
  let server: ChildProcess | null = null;
  let chrome: Browser | null = null;
  try {
    const url = await startApp((started) => (server = started));
    const assets = await readdir(join(ROOT, 'dist-bench/assets'));
    const workerFile = assets.find((f) => /^sweep\.worker-.*\.js$/.test(f));
    if (!workerFile) throw new Error('the build has no sweep worker');
    const spx = (await readFile(join(ROOT, 'public/samples/SPX.csv'), 'utf8')).trim().split(/\r?\n/).slice(1);
    const start = spx[spx.length - BARS].split(',')[0];
    const plan = planSweep({ ...SWEEP_BENCH, strategy: { ...SWEEP_BENCH.strategy, symbol: 'SPX', start_date: start } });
    const job = { strategy: plan.strategy, axes: plan.axes, today: new Date().toISOString().slice(0, 10) };
    chrome = await chromium.launch({ executablePath: browser.path, args: ['--no-sandbox', '--disable-gpu'] });
    const page = await chrome.newPage();
    await page.goto(`${url}/`);
    const answer = (await page.evaluate(SWEEP_IN_PAGE(`/assets/${workerFile}`, job, plan.count))) as {
      threads: number;
      times: number[];
      cells: number;
      errors: number;
    };
    const sorted = [...answer.times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `Sweep of ${plan.count.toLocaleString('en-US')} backtests of ${BARS.toLocaleString('en-US')} bars (SPX from ${start}), Chromium, ${answer.threads} sweep workers`,
    );
    console.log(`  each run: ${answer.times.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
    console.log(`  cells: ${answer.cells}, of which failed: ${answer.errors}`);
    console.log(
      `  median: ${median.toFixed(0)} ms  target: <= ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT MET'}`,
    );
  } finally {
    await chrome?.close();
    const pid = (server as ChildProcess | null)?.pid;
    if (pid) process.kill(-pid);
  }
}

await main();
