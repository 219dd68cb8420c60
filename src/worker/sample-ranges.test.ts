import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOptionChainCsv } from '../csv/parse-option-chain-csv.ts';
import { parsePriceCsv } from '../csv/parse-price-csv.ts';
import { parseValueCsv } from '../csv/parse-value-csv.ts';
import { parseWideCloseCsv } from '../csv/parse-wide-close-csv.ts';
import { isoDay } from '../engine/series/bars.ts';
import { barsFromRows } from '../engine/series/from-rows.ts';
import { inferFrequency } from '../engine/series/frequency.ts';
import { samplePrices, SamplesIndexSchema } from '../service/data/samples-index.ts';
import { chainDates } from './option-chain-preview.ts';
import { SAMPLE_RANGES_FILE, sampleRanges, SampleRangesSchema } from './sample-ranges.ts';
import type { SampleRanges, SampleSpan } from './sample-ranges.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const publicText = (path: string) => readFile(join(PUBLIC_DIR, path), 'utf8');

function spanOf(time: Float64Array): SampleSpan {
  return { rows: time.length, first: isoDay(time[0]), last: isoDay(time[time.length - 1]) };
}

/** What the ranges file must say: every sample parsed as the service parses it. Keys sorted, for a stable file. */
async function rangesFromFiles(): Promise<SampleRanges> {
  const index = SamplesIndexSchema.parse(JSON.parse(await publicText('samples/index.json')));
  const read = (file: string) => publicText(`samples/${file}`);
  const prices: SampleRanges['prices'] = {};
  for (const p of (await samplePrices(index, read)).sort((a, b) => a.symbol.localeCompare(b.symbol))) {
    const text = await read(p.file);
    const rows =
      p.column === undefined ? parsePriceCsv(text).rows : (parseWideCloseCsv(text).get(p.column.toUpperCase()) ?? []);
    prices[p.symbol] = spanOf(barsFromRows(rows).time);
  }
  const indicators: SampleRanges['indicators'] = {};
  for (const i of [...index.indicators].sort((a, b) => a.stem.localeCompare(b.stem))) {
    const { time } = parseValueCsv(await read(i.file));
    const frequency = inferFrequency(time);
    indicators[i.stem] = { ...spanOf(time), updated: frequency === 'Hourly' ? 'Daily' : frequency };
  }
  const options: SampleRanges['options'] = {};
  for (const o of [...index.options].sort((a, b) => a.file.localeCompare(b.file))) {
    const { quotes } = parseOptionChainCsv(await read(o.file));
    const dates = chainDates(quotes);
    options[o.file] = { rows: quotes.length, first: dates[0], last: dates[dates.length - 1] };
  }
  return { prices, indicators, options };
}

describe('samples/ranges.json', () => {
  // Out of date after a sample changed: `npx vitest run src/worker/sample-ranges.test.ts -u` writes it again.
  it('says what the sample files hold', async () => {
    await expect(`${JSON.stringify(await rangesFromFiles(), null, 2)}\n`).toMatchFileSnapshot(
      join(PUBLIC_DIR, SAMPLE_RANGES_FILE),
    );
  });

  it('matches the SPX file counted line by line', async () => {
    const lines = (await publicText('samples/SPX.csv')).split(/\r?\n/).filter((l) => l.trim() !== '');
    const dates = lines.slice(1).map((l) => l.slice(0, 10));
    const ranges = SampleRangesSchema.parse(JSON.parse(await publicText(SAMPLE_RANGES_FILE)));
    expect(ranges.prices.SPX).toEqual({ rows: dates.length, first: '2000-01-03', last: dates[dates.length - 1] });
    // a column of the wide ETF file, and the sample indicator
    expect(Object.keys(ranges.prices)).toContain('TLT');
    expect(ranges.indicators.VIX.updated).toBe('Daily');
  });

  it('is read once, and a fetch that fails gives no ranges and is tried again', async () => {
    const asked: string[] = [];
    let fail = true;
    const ranges = sampleRanges(async (path) => {
      asked.push(path);
      if (fail) throw new Error('offline');
      return publicText(path);
    });
    expect(await ranges()).toEqual({ prices: {}, indicators: {}, options: {} });
    fail = false;
    const read = await ranges();
    expect(read.prices.SPX.first).toBe('2000-01-03');
    await ranges();
    expect(asked).toEqual([SAMPLE_RANGES_FILE, SAMPLE_RANGES_FILE]);
  });

  it('names the file when it does not parse', async () => {
    const ranges = sampleRanges(async () => '{"prices": []}');
    await expect(ranges()).rejects.toThrow(/^samples\/ranges\.json: /);
  });
});
