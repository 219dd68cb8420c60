import type { CsvPreview, DatasetSummary, PriceBars } from '../contract/index.ts';
import { parsePriceCsv } from '../csv/parse-price-csv.ts';
import { parseValueCsv } from '../csv/parse-value-csv.ts';
import type { Bars } from '../engine/series/bars.ts';
import { barLabel, isoDay } from '../engine/series/bars.ts';
import { barsFromRows } from '../engine/series/from-rows.ts';
import type { SourceMarketData } from '../service/data/source-market-data.ts';
import { samplePrices, SamplesIndexSchema } from '../service/data/samples-index.ts';
import type { FetchText } from './browser-source.ts';
import type { StudioDatabase } from './database.ts';

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

function span(time: Float64Array): { first: string; last: string } {
  return { first: time.length ? isoDay(time[0]) : '', last: time.length ? isoDay(time[time.length - 1]) : '' };
}

/** Parses a dropped price CSV; throws the CsvError or SeriesError that names the row and column. */
export function previewCsv(fileName: string, text: string): { preview: CsvPreview; bars: Bars } {
  const { rows, warnings } = parsePriceCsv(text);
  const bars = barsFromRows(rows);
  const extraColumns = Object.keys(bars.columns);
  return {
    bars,
    preview: { fileName, rows: bars.time.length, ...span(bars.time), extraColumns, warnings, bars: toPriceBars(bars) },
  };
}

/** The browser's data library: the bundled samples plus the CSVs the user kept. */
export class DataLibrary {
  constructor(
    private readonly db: StudioDatabase,
    private readonly marketData: SourceMarketData,
    private readonly fetchText: FetchText,
  ) {}

  async list(): Promise<DatasetSummary[]> {
    const kept = await this.db.getAll('datasets');
    const keptKeys = new Set(kept.map((d) => `${d.kind}:${d.symbol.toUpperCase()}`));
    const user: DatasetSummary[] = kept.map((d) => ({
      symbol: d.symbol,
      kind: d.kind,
      source: 'user',
      rows: d.rows,
      first: d.first,
      last: d.last,
      origin: d.origin,
    }));
    const samples = SamplesIndexSchema.parse(JSON.parse(await this.fetchText('samples/index.json')));
    const sampleSummaries: DatasetSummary[] = [];
    // price files and the columns of wide close files, each symbol once (its own file wins), as the source serves them
    for (const p of await samplePrices(samples, (file) => this.fetchText(`samples/${file}`))) {
      if (keptKeys.has(`price:${p.symbol}`)) continue;
      const bars = await this.marketData.bars(p.symbol);
      if (bars)
        sampleSummaries.push({
          symbol: p.symbol,
          kind: 'price',
          source: 'sample',
          rows: bars.time.length,
          ...span(bars.time),
          origin: p.origin,
        });
    }
    for (const i of samples.indicators) {
      if (keptKeys.has(`indicator:${i.stem.toUpperCase()}`)) continue;
      const series = await this.marketData.indicator(i.stem);
      if (series)
        sampleSummaries.push({
          symbol: i.stem,
          kind: 'indicator',
          source: 'sample',
          rows: series.time.length,
          ...span(series.time),
          origin: i.origin ?? `sample indicator series ${i.file}`,
        });
    }
    return [...user, ...sampleSummaries].sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  /** Keeps a CSV under `symbol`, replacing what the user kept there before; the CSV is checked first. */
  async save(symbol: string, kind: 'price' | 'indicator', fileName: string, text: string): Promise<DatasetSummary> {
    const time = kind === 'price' ? barsFromRows(parsePriceCsv(text).rows).time : parseValueCsv(text).time;
    const stored = { symbol, kind, origin: fileName, text, rows: time.length, ...span(time), savedAt: Date.now() };
    await this.db.put('datasets', stored);
    this.marketData.refresh();
    return {
      symbol,
      kind,
      source: 'user',
      rows: stored.rows,
      first: stored.first,
      last: stored.last,
      origin: fileName,
    };
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
