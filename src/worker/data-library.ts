import type { CsvPreview, DatasetKind, DatasetSummary, DatasetSymbolKind, PriceBars } from '../contract/index.ts';
import { parseOptionChainCsv } from '../csv/parse-option-chain-csv.ts';
import { parsePriceCsv } from '../csv/parse-price-csv.ts';
import { parseValueCsv } from '../csv/parse-value-csv.ts';
import type { CsvReadOptions } from '../csv/read-options.ts';
import { wideColumnsAsPriceCsv } from '../csv/read-upload.ts';
import type { BarFrequency, Bars } from '../engine/series/bars.ts';
import { barLabel, isoDay } from '../engine/series/bars.ts';
import { barsFromRows } from '../engine/series/from-rows.ts';
import { inferFrequency } from '../engine/series/frequency.ts';
import { resampleBars } from '../engine/series/resample.ts';
import { checkHasRows, checkRepeatedDates } from '../csv/dropped-price-checks.ts';
import { checkNotSubHourly } from './csv-spacing.ts';
import type { SourceMarketData } from '../service/data/source-market-data.ts';
import { samplePrices, SamplesIndexSchema } from '../service/data/samples-index.ts';
import type { SamplesIndex } from '../service/data/samples-index.ts';
import type { FetchText } from './browser-source.ts';
import type { StoredDataset, StudioDatabase } from './database.ts';
import { chainDates } from './option-chain-preview.ts';
import { sampleRanges } from './sample-ranges.ts';
import type { SampleRanges } from './sample-ranges.ts';

/** Ticker-like symbols only: they become file-like keys and appear in share links. */
export const SYMBOL_PATTERN = /^[A-Z0-9][A-Z0-9._^-]{0,19}$/;

export function toPriceBars(bars: Bars): PriceBars {
  return {
    dates: Array.from(bars.time, barLabel),
    open: Array.from(bars.open),
    high: Array.from(bars.high),
    low: Array.from(bars.low),
    close: Array.from(bars.close),
    volume: Array.from(bars.volume),
  };
}

interface Span {
  rows: number;
  first: string;
  last: string;
}

function span(time: Float64Array): { first: string; last: string } {
  return { first: time.length ? isoDay(time[0]) : '', last: time.length ? isoDay(time[time.length - 1]) : '' };
}

/** Rows and snapshot dates of an option-chain CSV; throws the CsvError that names the row and column. */
function chainSpan(text: string): Span {
  const { quotes } = parseOptionChainCsv(text);
  const dates = chainDates(quotes);
  return { rows: quotes.length, first: dates[0] ?? '', last: dates[dates.length - 1] ?? '' };
}

/** Rows and dates of a CSV of the kind, checked by parsing it; throws the error that names the row and column. */
function checkedSpan(kind: DatasetKind, text: string): Span {
  if (kind === 'options') return chainSpan(text);
  const time = kind === 'price' ? barsFromRows(parsePriceCsv(text).rows).time : parseValueCsv(text).time;
  return { rows: time.length, ...span(time) };
}

/** The library name of a bundled chain: its file stem, upper-cased like the names the user keeps chains under. */
function sampleChainName(file: string): string {
  return file
    .replace(/^.*\//, '')
    .replace(/\.csv$/i, '')
    .toUpperCase();
}

function summaryOf(d: StoredDataset): DatasetSummary {
  return {
    symbol: d.symbol,
    kind: d.kind,
    // records kept before there were symbol kinds are stocks
    ...(d.kind === 'price' ? { symbol_kind: d.symbolKind ?? 'stock' } : {}),
    source: 'user',
    rows: d.rows,
    first: d.first,
    last: d.last,
    origin: d.origin,
  };
}

/**
 * Parses a dropped price CSV: a header with no rows, a date written twice (naming both lines) and bars less than an
 * hour apart are refused with a CsvError naming where; `resample: 'Hourly'` folds intraday bars into clock hours
 * instead of refusing them. Entry/Exit cells left empty read 0, as in `csv_data`.
 */
export function previewCsv(
  fileName: string,
  text: string,
  resample?: 'Hourly',
): { preview: CsvPreview; bars: Bars; frequency: BarFrequency } {
  const csv = parsePriceCsv(text);
  checkHasRows(csv);
  checkRepeatedDates(csv);
  let bars = barsFromRows(csv.rows);
  const warnings = [...csv.warnings];
  if (resample) {
    const before = bars.time.length;
    bars = resampleBars(bars, resample);
    warnings.push(`${before} intraday rows were resampled to ${bars.time.length} hourly bars`);
  } else checkNotSubHourly(bars, csv.dateColumn);
  zeroEmptySignals(bars);
  const extraColumns = Object.keys(bars.columns);
  return {
    bars,
    frequency: inferFrequency(bars.time),
    preview: { fileName, rows: bars.time.length, ...span(bars.time), extraColumns, warnings, bars: toPriceBars(bars) },
  };
}

/** An empty Entry1..5/Exit1..5 cell means "no signal" (0), as csv_data reads it, not a missing value. */
function zeroEmptySignals(bars: Bars): void {
  for (const [name, values] of Object.entries(bars.columns)) {
    if (!/^(Entry|Exit)[1-5]$/.test(name)) continue;
    for (let i = 0; i < values.length; i++) if (Number.isNaN(values[i])) values[i] = 0;
  }
}

/**
 * The browser's data library: the bundled samples plus the CSVs the user kept. The samples' rows and dates come from
 * their ranges (samples/ranges.json), so listing fetches no sample; a sample the ranges do not know is read.
 */
export class DataLibrary {
  constructor(
    private readonly db: StudioDatabase,
    private readonly marketData: SourceMarketData,
    private readonly fetchText: FetchText,
    private readonly ranges: () => Promise<SampleRanges> = sampleRanges(fetchText),
  ) {}

  async list(): Promise<DatasetSummary[]> {
    const kept = await this.db.getAll('datasets');
    const keptKeys = new Set(kept.map((d) => `${d.kind}:${d.symbol.toUpperCase()}`));
    const [samples, known] = await Promise.all([
      this.fetchText('samples/index.json').then((text) => SamplesIndexSchema.parse(JSON.parse(text))),
      this.ranges(),
    ]);
    // The sample chain is served only while the user keeps no chain of their own (browserSource): list it so too.
    const chains = kept.some((d) => d.kind === 'options') ? [] : await this.#sampleChains(samples, known);
    return [
      ...kept.map(summaryOf),
      ...(await this.#samplePriceSummaries(samples, known, keptKeys)),
      ...(await this.#sampleIndicatorSummaries(samples, known, keptKeys)),
      ...chains,
    ].sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  /** Price files and the columns of wide close files, each symbol once (its own file wins), as the source serves them. */
  async #samplePriceSummaries(
    samples: SamplesIndex,
    known: SampleRanges,
    keptKeys: Set<string>,
  ): Promise<DatasetSummary[]> {
    const out: DatasetSummary[] = [];
    for (const p of await samplePrices(samples, (file) => this.fetchText(`samples/${file}`))) {
      if (keptKeys.has(`price:${p.symbol}`)) continue;
      const range = known.prices[p.symbol] ?? (await this.#barsSpan(p.symbol));
      if (range)
        out.push({
          symbol: p.symbol,
          kind: 'price',
          symbol_kind: p.kind,
          source: 'sample',
          ...range,
          origin: p.origin,
        });
    }
    return out;
  }

  async #barsSpan(symbol: string): Promise<Span | undefined> {
    const bars = await this.marketData.bars(symbol);
    return bars && { rows: bars.time.length, ...span(bars.time) };
  }

  async #sampleIndicatorSummaries(
    samples: SamplesIndex,
    known: SampleRanges,
    keptKeys: Set<string>,
  ): Promise<DatasetSummary[]> {
    const out: DatasetSummary[] = [];
    for (const i of samples.indicators) {
      if (keptKeys.has(`indicator:${i.stem.toUpperCase()}`)) continue;
      const range = known.indicators[i.stem] ?? (await this.#seriesSpan(i.stem));
      if (range)
        out.push({
          symbol: i.stem,
          kind: 'indicator',
          source: 'sample',
          rows: range.rows,
          first: range.first,
          last: range.last,
          origin: i.origin ?? `sample indicator series ${i.file}`,
        });
    }
    return out;
  }

  async #seriesSpan(stem: string): Promise<Span | undefined> {
    const series = await this.marketData.indicator(stem);
    return series && { rows: series.time.length, ...span(series.time) };
  }

  /** The bundled chains, each with its rows and dates from the ranges, or read for them (small made-up files). */
  async #sampleChains(samples: SamplesIndex, known: SampleRanges): Promise<DatasetSummary[]> {
    return Promise.all(
      samples.options.map(async (o): Promise<DatasetSummary> => {
        const path = `samples/${o.file}`;
        let chain: Span;
        try {
          chain = known.options[o.file] ?? chainSpan(await this.fetchText(path));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`${path}: ${message}`, { cause: error });
        }
        return { symbol: sampleChainName(o.file), kind: 'options', source: 'sample', ...chain, origin: o.origin };
      }),
    );
  }

  /**
   * Keeps a CSV under `symbol` (of an option chain: a name for it), replacing what the user kept there before; the CSV
   * is checked first. A price CSV is kept as a `symbolKind` (stock unless given); other kinds have none.
   */
  async save(
    symbol: string,
    kind: DatasetKind,
    fileName: string,
    text: string,
    symbolKind?: DatasetSymbolKind,
  ): Promise<DatasetSummary> {
    const stored: StoredDataset = {
      symbol,
      kind,
      ...(kind === 'price' ? { symbolKind: symbolKind ?? 'stock' } : {}),
      origin: fileName,
      text,
      ...checkedSpan(kind, text),
      savedAt: Date.now(),
    };
    await this.db.put('datasets', stored);
    this.marketData.refresh();
    return summaryOf(stored);
  }

  /**
   * Keeps chosen columns of a wide close file, each as a price dataset of its own under its symbol (written out
   * plainly: open = high = low = close, no volume), all of `symbolKind`. The whole file is checked before any is kept.
   */
  async saveWide(
    fileName: string,
    text: string,
    columns: readonly { column: string; symbol: string }[],
    symbolKind: DatasetSymbolKind,
    options: CsvReadOptions,
  ): Promise<DatasetSummary[]> {
    const files = wideColumnsAsPriceCsv(text, options, columns);
    const kept: DatasetSummary[] = [];
    for (const f of files)
      kept.push(await this.save(f.symbol, 'price', `${fileName} (column ${f.column})`, f.text, symbolKind));
    return kept;
  }

  async remove(symbol: string): Promise<boolean> {
    const found = (await this.db.getKey('datasets', symbol)) !== undefined;
    if (found) await this.db.delete('datasets', symbol);
    this.marketData.refresh();
    return found;
  }

  async bars(symbol: string): Promise<PriceBars | undefined> {
    const bars = await this.marketData.bars(symbol);
    return bars && toPriceBars(bars);
  }
}
