import { DataFrame, Series } from 'data-forge';
import type { IDataFrame } from 'data-forge';
import { backtest } from 'grademark';
import type { IBar, IStrategy } from 'grademark';
import { BollingerBands, EMA, MACD, RSI, SMA } from 'technicalindicators';
import type { BenchLine, BenchScale } from './timing.ts';
import { crossover } from './backtest.bench.ts';
import { firstBars, readBarsFile, SPX_SAMPLE } from './bench-data.ts';
import { freshBars } from './floor.bench.ts';
import { FULL } from './timing.ts';
import { parseTechnicalName } from '../src/engine/indicators/technical-map.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { parseStrategyRequest, resolveStrategy } from '../src/service/backtest/resolve-strategy.ts';
import { computeBacktest } from '../src/service/backtest/run-backtest.ts';
import { MemoryMarketData } from '../src/service/testing/memory-market-data.ts';

interface SpreadBar extends IBar {
  spread: number;
  prevSpread: number;
}

/** The same crossover for grademark: its own SMA spread in prepIndicators, fills at the next open as ours. */
const grademarkCrossover: IStrategy<IBar, SpreadBar> = {
  prepIndicators: ({ inputSeries }) => {
    const closes = inputSeries.getSeries('close').toArray() as number[];
    const spread = new Array<number>(closes.length).fill(Number.NaN);
    let fast = 0;
    let slow = 0;
    for (let i = 0; i < closes.length; i++) {
      fast += closes[i] - (i >= 10 ? closes[i - 10] : 0);
      slow += closes[i] - (i >= 30 ? closes[i - 30] : 0);
      if (i >= 29) spread[i] = fast / 10 - slow / 30;
    }
    // grademark's lookback frame is its circular buffer's raw storage (out of order once it wraps), so each bar
    // carries the previous spread itself.
    const prevSpread = [Number.NaN, ...spread.slice(0, -1)];
    return inputSeries.withSeries({
      spread: new Series(spread),
      prevSpread: new Series(prevSpread),
    }) as unknown as IDataFrame<number, SpreadBar>;
  },
  entryRule: (enter, { bar }) => {
    if (bar.prevSpread <= 0 && bar.spread > 0) enter();
  },
  exitRule: (exit, { bar }) => {
    if (bar.prevSpread >= 0 && bar.spread < 0) exit();
  },
};

function toDataFrame(bars: Bars): IDataFrame<number, IBar> {
  const rows: IBar[] = [];
  for (let i = 0; i < bars.time.length; i++) {
    rows.push({
      time: new Date(bars.time[i]),
      open: bars.open[i],
      high: bars.high[i],
      low: bars.low[i],
      close: bars.close[i],
      volume: bars.volume[i],
    });
  }
  return new DataFrame<number, IBar>(rows).bake();
}

export async function peerBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  // SPX daily 2000-2020 (the bundled sample's source): 5,105 bars; its first 300 in a smoke run.
  const whole = readBarsFile(SPX_SAMPLE);
  const spx = scale.smoke ? firstBars(whole, 300) : whole;
  const data = new MemoryMarketData({ BENCH: spx });
  const ours = await resolveStrategy(parseStrategyRequest(crossover(10, 30)), data, '2026-11-21');
  const ourTrades = (await computeBacktest(ours, spx, data)).outcome.trades.length;
  // Fresh bars in each timed call (floor.bench.ts): the indicator memo would otherwise hand back the spread of the
  // first call, and grademark computes its own in every call.
  const oursTime = await scale.time(() => computeBacktest(ours, freshBars(spx), data), 50);
  const frame = toDataFrame(spx);
  const theirTrades = backtest(grademarkCrossover, frame).length;
  const theirsTime = await scale.time(() => backtest(grademarkCrossover, frame), 10, 2);

  const values = Array.from(spx.close);
  const lines: BenchLine[] = [
    { name: `MA crossover on SPX ${spx.time.length} bars: ours, cold (${ourTrades} trades)`, ms: oursTime.medianMs },
    {
      name: `  grademark 0.3.0, same bars (${theirTrades} trades)`,
      ms: theirsTime.medianMs,
      note: `ours is ${(theirsTime.medianMs / oursTime.medianMs).toFixed(0)}x faster`,
    },
  ];
  const peers: [string, () => unknown][] = [
    ['RSI(14)', () => RSI.calculate({ period: 14, values })],
    ['SMA(20)', () => SMA.calculate({ period: 20, values })],
    ['EMA(20)', () => EMA.calculate({ period: 20, values })],
    [
      'MACD(12,26,9)',
      () =>
        MACD.calculate({
          values,
          fastPeriod: 12,
          slowPeriod: 26,
          signalPeriod: 9,
          SimpleMAOscillator: false,
          SimpleMASignal: false,
        }),
    ],
    ['Bollinger Upper(20,2)', () => BollingerBands.calculate({ period: 20, stdDev: 2, values })],
  ];
  for (const [name, theirs] of peers) {
    const resolved = parseTechnicalName(name)!;
    // Cold: on a fresh Bars object, so the memo cannot answer from the call before.
    const a = await scale.time(() => resolved.indicator.compute(freshBars(spx), resolved.params), 50);
    const b = await scale.time(theirs, 20);
    lines.push({
      name: `${name} on ${spx.time.length} bars: ours (cold) vs technicalindicators`,
      ms: a.medianMs,
      note: `theirs ${b.medianMs.toFixed(2)} ms, ours ${(b.medianMs / a.medianMs).toFixed(0)}x faster`,
    });
  }
  return lines;
}
