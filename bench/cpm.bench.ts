import type { BenchLine, BenchScale } from './timing.ts';
import { stitchedDaily } from './bench-data.ts';
import { FULL } from './timing.ts';
import { backtestMatches, patternTemplate, scanPattern } from '../src/engine/cpm/index.ts';
import type { ScanOptions } from '../src/engine/cpm/index.ts';

/** /cpm/scan and /cpm/backtest work on 25,000 daily bars (about 100 years), all years searched. */
export async function cpmBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const barCount = scale.pick(25_000, 1_000);
  const bars = stitchedDaily(barCount);
  const shape = patternTemplate('head_and_shoulder_top', 60);
  const typical: ScanOptions = { searchFrom: 0, minCorr: 80, excludeOverlap: true };
  // corr_per 0 makes every window a candidate: the most sorting and overlap exclusion there can be.
  const everyWindow: ScanOptions = { searchFrom: 0, minCorr: 0, excludeOverlap: true };
  const own = { from: 0.8 * barCount, to: 0.8 * barCount + 59 };
  const custom = bars.close.slice(own.from, own.to + 1);
  const customize: ScanOptions = { ...typical, exclude: own, ma: { period: 50, condition: 1 } };
  const backtest = { timeInMarket: 21, direction: 'Long' as const, searchFrom: 0 };

  const matches = scanPattern(bars.close, shape, typical);
  const scan = await scale.time(() => scanPattern(bars.close, shape, typical), 50, 10);
  const worst = await scale.time(() => scanPattern(bars.close, shape, everyWindow), 30, 5);
  const customScan = await scale.time(() => scanPattern(bars.close, custom, customize), 50, 10);
  const full = await scale.time(() => backtestMatches(bars, scanPattern(bars.close, shape, typical), backtest), 50, 10);
  const allTrades = scanPattern(bars.close, shape, everyWindow);
  const fullWorst = await scale.time(
    () => backtestMatches(bars, scanPattern(bars.close, shape, everyWindow), backtest),
    20,
    3,
  );
  return [
    {
      name: `CPM scan, ${barCount} daily bars, 60-bar template, all years (corr_per 80)`,
      ms: scan.medianMs,
      budgetMs: 20,
      note: `${matches.length} matches`,
    },
    { name: '  the same, corr_per 0 (every window a candidate)', ms: worst.medianMs, note: `${allTrades.length} kept` },
    { name: '  Customize template (60 bars), own window excluded, ma_condition 1 (50)', ms: customScan.medianMs },
    {
      name: 'CPM scan + backtest, corr_per 80, time_in_market 21',
      ms: full.medianMs,
      note: `${matches.length} trades`,
    },
    { name: '  the same, corr_per 0', ms: fullWorst.medianMs, note: `${allTrades.length} trades` },
  ];
}
