import type { BenchLine, BenchScale } from './timing.ts';
import { firstBars, stitchedDaily } from './bench-data.ts';
import { FULL } from './timing.ts';
import { parsePriceCsv } from '../src/csv/parse-price-csv.ts';
import type { Bars } from '../src/engine/series/bars.ts';
import { isoDay } from '../src/engine/series/bars.ts';
import { barsFromRows } from '../src/engine/series/from-rows.ts';
import { MemoryMarketData } from '../src/service/testing/memory-market-data.ts';
import { CsvPreviewRunner } from '../src/worker/csv-preview-runner.ts';
import { TIME_ORDER_STRATEGY } from './backtest.bench.ts';

/** A CSV file as a user would drop it: header, ISO dates, six columns, from real stitched bars. */
function csvText(bars: Bars): string {
  const lines = ['Date,Open,High,Low,Close,Volume'];
  for (let i = 0; i < bars.time.length; i++) {
    lines.push(
      `${isoDay(bars.time[i])},${bars.open[i].toFixed(4)},${bars.high[i].toFixed(4)},${bars.low[i].toFixed(4)},${bars.close[i].toFixed(4)},${bars.volume[i]}`,
    );
  }
  return lines.join('\n');
}

export async function csvBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  // 100,000 rows: the 25,000 real bars four times over, each copy dated after the last.
  const base = stitchedDaily(scale.pick(25_000, 500));
  const rows: string[] = ['Date,Open,High,Low,Close,Volume'];
  const day = 86_400_000;
  for (let copy = 0; copy < 4; copy++) {
    const shift = copy * (base.time[base.time.length - 1] - base.time[0] + day);
    for (let i = 0; i < base.time.length; i++) {
      rows.push(
        `${isoDay(base.time[i] + shift)},${base.open[i].toFixed(4)},${base.high[i].toFixed(4)},${base.low[i].toFixed(4)},${base.close[i].toFixed(4)},${base.volume[i]}`,
      );
    }
  }
  const big = rows.join('\n');
  const parse = await scale.time(() => barsFromRows(parsePriceCsv(big).rows), 7, 2);

  const rerunRows = scale.pick(10_000, 400);
  const tenThousand = csvText(firstBars(base, rerunRows));
  const runner = new CsvPreviewRunner(new MemoryMarketData());
  const loaded = runner.load('bench.csv', tenThousand);
  const params = { ...TIME_ORDER_STRATEGY, symbol: 'BENCH' };
  const rerun = await scale.time(() => runner.run(loaded.previewId, params, '2026-11-21'), 20, 3);

  return [
    {
      name: `CSV of ${(rows.length - 1).toLocaleString('en-US')} rows parsed and validated`,
      ms: parse.medianMs,
      budgetMs: 500,
    },
    {
      name: `CSV mode re-run on ${rerunRows.toLocaleString('en-US')} rows (validate + backtest + result)`,
      ms: rerun.medianMs,
      note: 'issue 3: well under a second',
    },
  ];
}
