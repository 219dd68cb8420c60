/**
 * `npm run bench:browser` (third part): issue 33 item 5's cold start, the builder usable <= 1 s after navigation on a
 * production build served locally, in Chromium. Not a test: it prints the figures.
 *
 * Each run is a fresh browser context (no HTTP cache, no IndexedDB) that opens `/#/strategy`. The builder is usable
 * when the e2e specs call it ready (e2e/support/builder.ts): the Strategy form is on the page and the validate panel,
 * no longer busy, says Valid. A script added before the app loads watches the page for that and notes the time since
 * navigation (performance.now()). Every response the page and its workers received by then is counted: JavaScript,
 * sample data (samples/ and universes/) and the rest, by the gzip size of their bodies (as `npm run size` counts; the
 * browser reports no transfer size for a worker's script).
 */
import type { ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, Request } from '@playwright/test';
import { endToEndChromium } from '../../scripts/playwright-chromium.ts';
import { startApp } from './app-server.ts';

const RUNS = 5;
const TARGET_MS = 1_000;

/** Page-side, plain JavaScript text (see csv-latency.ts for why not a function): resolves window.benchUsable. */
const WATCH_USABLE = `(() => {
  window.benchUsable = new Promise((resolve) => {
    const usable = () => {
      if (!document.querySelector('form[aria-label="Strategy"]')) return false;
      const title = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'What the service will run');
      const panel = title && title.closest('section');
      if (!panel || panel.getAttribute('aria-busy') !== 'false') return false;
      return [...panel.querySelectorAll('.MuiChip-label')].some((c) => c.textContent === 'Valid');
    };
    const observer = new MutationObserver(() => {
      if (!usable()) return;
      observer.disconnect();
      resolve({ ms: performance.now(), at: performance.timeOrigin + performance.now() });
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
  });
})()`;

interface Received {
  url: string;
  /** Epoch ms when the response ended. */
  end: number;
  bytes: number;
}

type Part = 'js' | 'data' | 'other';

function partOf(url: string): Part {
  const path = new URL(url).pathname;
  if (path.endsWith('.js')) return 'js';
  if (path.startsWith('/samples/') || path.startsWith('/universes/')) return 'data';
  return 'other';
}

async function received(request: Request): Promise<Received | undefined> {
  const timing = request.timing();
  if (timing.responseEnd < 0) return undefined;
  const body = await (await request.response())?.body().catch(() => undefined);
  if (!body) return undefined;
  return { url: request.url(), end: timing.startTime + timing.responseEnd, bytes: gzipSync(body).length };
}

interface Run {
  ms: number;
  bytes: Record<Part, number>;
  files: Record<Part, number>;
  data: string[];
}

async function coldRun(chrome: Browser, url: string): Promise<Run> {
  const context = await chrome.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const pending: Promise<Received | undefined>[] = [];
    context.on('requestfinished', (request) => pending.push(received(request)));
    const page = await context.newPage();
    await page.addInitScript(WATCH_USABLE);
    await page.goto(`${url}/#/strategy`);
    const usable = (await page.evaluate('window.benchUsable')) as { ms: number; at: number };
    // Let responses that ended before `usable` be reported.
    await page.waitForTimeout(300);
    const before = (await Promise.all(pending)).filter((r): r is Received => r !== undefined && r.end <= usable.at);
    const bytes: Record<Part, number> = { js: 0, data: 0, other: 0 };
    const files: Record<Part, number> = { js: 0, data: 0, other: 0 };
    for (const r of before) {
      bytes[partOf(r.url)] += r.bytes;
      files[partOf(r.url)] += 1;
    }
    const data = before.filter((r) => partOf(r.url) === 'data').map((r) => new URL(r.url).pathname);
    return { ms: usable.ms, bytes, files, data };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gzip`;

async function main(): Promise<void> {
  const browser = endToEndChromium();
  if ('error' in browser) throw new Error(browser.error);
  let server: ChildProcess | null = null;
  let chrome: Browser | null = null;
  try {
    const url = await startApp((started) => (server = started));
    chrome = await chromium.launch({ executablePath: browser.path, args: ['--no-sandbox', '--disable-gpu'] });
    // One load first, not counted: the server's and the browser's own first-time costs are not the app's.
    await coldRun(chrome, url);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldRun(chrome, url));
    const sorted = [...runs].sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`Cold start to a usable builder (/#/strategy, fresh context each run, Chromium, ${RUNS} runs)`);
    console.log(`  each run: ${runs.map((r) => `${r.ms.toFixed(0)} ms`).join(', ')}`);
    console.log(
      `  before use (median run): JS ${kb(median.bytes.js)} in ${median.files.js} files, sample data ${kb(median.bytes.data)} in ${median.files.data} files, other ${kb(median.bytes.other)} in ${median.files.other} files`,
    );
    if (median.data.length > 0) console.log(`  data fetched: ${median.data.join(', ')}`);
    console.log(
      `  median: ${median.ms.toFixed(0)} ms  target: <= ${TARGET_MS} ms: ${median.ms <= TARGET_MS ? 'met' : 'NOT MET'}`,
    );
  } finally {
    await chrome?.close();
    const pid = (server as ChildProcess | null)?.pid;
    if (pid) process.kill(-pid);
  }
}

await main();
