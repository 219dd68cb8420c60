import type { CatalogueItem, DataProvenance, IndicatorMetadataEntry } from '../../contract/index.ts';
import type { OptionQuote } from '../../engine/options/types.ts';
import type { Bars, ValueSeries } from '../../engine/series/bars.ts';
import { civilTime } from '../../engine/series/civil.ts';
import { inferFrequency } from '../../engine/series/frequency.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import type { MarketData, SymbolKind } from '../ports.ts';
import type { StoredSeries, SymbolStore } from './market-source-port.ts';
import { headOf, storeKey } from './refresh/series-head.ts';
import { isStale, newestPriceDate } from './staleness.ts';

/** A stored series made ready for the engine once, with where it came from and the dates it spans. */
type Loaded = { source: string; first: string; last: string } & (
  { kind: 'prices'; bars: Bars } | { kind: 'indicator'; series: ValueSeries }
);

/** Epoch ms of a YYYY-MM-DD date (midnight UTC), without a Date object per bar. */
function dateTime(date: string): number {
  return civilTime(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

function load(series: StoredSeries): Loaded {
  const { first, last } = headOf(series);
  const provenance = { source: series.source, first, last };
  if (series.kind === 'indicator') {
    const rows = series.rows;
    const time = Float64Array.from(rows, (row) => dateTime(row.Date));
    return { ...provenance, kind: 'indicator', series: { time, value: Float64Array.from(rows, (row) => row.Value) } };
  }
  const bars = barsFromRows(
    series.rows.map((row) => ({
      time: dateTime(row.Date),
      open: row.Open,
      high: row.High,
      low: row.Low,
      close: row.Close,
      volume: row.Volume,
      // kept beside the price for a total-return run; the price series is Close
      // named as the CSV reader names a file's adjusted close, so one column serves every symbol
      extra: { 'Adj Close': row.AdjClose },
    })),
  );
  return { ...provenance, kind: 'prices', bars };
}

function updatedOf(series: ValueSeries): CatalogueItem['updated'] {
  const frequency = inferFrequency(series.time);
  return frequency === 'Hourly' ? 'Daily' : frequency;
}

/**
 * Market data that answers from the fetched series of a SymbolStore first and from `fallback` (the folders or the
 * samples) for everything else: a stored price series is a symbol's bars (Close as the price, AdjClose as the `Adj Close` column),
 * a stored value series an indicator named by its symbol. Each stored series is read and converted once, and
 * forgotten when the store says it changed.
 */
export class StoredMarketData implements MarketData {
  readonly #store: SymbolStore;
  readonly #fallback: MarketData;
  readonly #loaded = new Map<string, { revision: string | undefined; loaded: Promise<Loaded | undefined> }>();

  constructor(store: SymbolStore, fallback: MarketData) {
    this.#store = store;
    this.#fallback = fallback;
    store.onChange((symbol) => this.#loaded.delete(storeKey(symbol)));
  }

  async symbols(): Promise<string[]> {
    const [heads, others] = await Promise.all([this.#store.list(), this.#fallback.symbols()]);
    const stored = heads.filter((head) => head.kind === 'prices').map((head) => head.symbol);
    return [...new Set([...stored, ...others])].sort();
  }

  async bars(symbol: string): Promise<Bars | undefined> {
    const loaded = await this.#load(symbol);
    return loaded?.kind === 'prices' ? loaded.bars : this.#fallback.bars(symbol);
  }

  async symbolKind(symbol: string): Promise<SymbolKind | undefined> {
    const kind = await this.#fallback.symbolKind(symbol);
    if (kind) return kind;
    const loaded = await this.#load(symbol);
    return loaded?.kind === 'prices' ? 'stock' : undefined;
  }

  optionChain(): Promise<OptionQuote[] | undefined> {
    return this.#fallback.optionChain();
  }

  /** The fallback's catalogue with each stored value series as an item named by its symbol (which wins a tie). */
  async catalogue(): Promise<CatalogueItem[]> {
    const [heads, others] = await Promise.all([this.#store.list(), this.#fallback.catalogue()]);
    const values = heads.filter((head) => head.kind === 'indicator');
    const names = new Set(values.map((head) => head.symbol));
    const stored = await Promise.all(
      values.map(async (head): Promise<CatalogueItem | undefined> => {
        const loaded = await this.#load(head.symbol);
        if (loaded?.kind !== 'indicator') return undefined;
        const name = head.symbol;
        return { chart_name: name, url: name, market_symbol: '', type: 'other', updated: updatedOf(loaded.series) };
      }),
    );
    const kept = others.filter((item) => !names.has(storeKey(item.url)));
    return [...kept, ...stored.filter((item) => item !== undefined)].sort((a, b) =>
      a.chart_name.localeCompare(b.chart_name),
    );
  }

  async indicator(nameOrUrl: string): Promise<ValueSeries | undefined> {
    const loaded = await this.#load(nameOrUrl);
    return loaded?.kind === 'indicator' ? loaded.series : this.#fallback.indicator(nameOrUrl);
  }

  /** A stored value series' metadata says where it was fetched from; any other indicator is the fallback's. */
  async indicatorInfo(url: string): Promise<{ url: string; entry: IndicatorMetadataEntry } | undefined> {
    const loaded = await this.#load(url);
    if (loaded?.kind !== 'indicator') return this.#fallback.indicatorInfo(url);
    const entry: IndicatorMetadataEntry = {
      sentiment: '2',
      description: `Fetched from ${loaded.source}, ${loaded.first} to ${loaded.last}.`,
      opt_extreme: 0,
      pess_extreme: 0,
      contrary: '0',
      premium: '0',
      chart_type: 'line',
      updated: updatedOf(loaded.series),
    };
    return { url: storeKey(url), entry };
  }

  /**
   * A stored series' source and dates, stale when its last date lags the newest last date in the store by more than
   * 5 trading days; the fallback's provenance of any other symbol.
   */
  async provenance(symbol: string): Promise<DataProvenance | undefined> {
    const loaded = await this.#load(symbol);
    const newest = newestPriceDate(await this.#store.list());
    if (!loaded) {
      // a sample or a data folder's file is measured against the fetched store too: an old sample is flagged
      const other = await this.#fallback.provenance?.(symbol);
      return other && { ...other, stale: other.stale || isStale(other.last, newest) };
    }
    const { source, first, last } = loaded;
    return { symbol: storeKey(symbol), source, first, last, stale: isStale(last, newest) };
  }

  /**
   * The stored series of a symbol, converted once per revision: a put by another process (a server's refresh seen from
   * a task thread) or another tab changes the revision and the series is read again. A failed read is not kept.
   */
  async #load(symbol: string): Promise<Loaded | undefined> {
    const key = storeKey(symbol);
    const revision = await this.#store.revision(key);
    const cached = this.#loaded.get(key);
    if (cached && cached.revision === revision) return cached.loaded;
    if (revision === undefined) {
      this.#loaded.delete(key);
      return undefined;
    }
    const loaded = this.#store.get(key).then((series) => (series && series.rows.length > 0 ? load(series) : undefined));
    const entry = { revision, loaded };
    this.#loaded.set(key, entry);
    loaded.catch(() => {
      if (this.#loaded.get(key) === entry) this.#loaded.delete(key);
    });
    return loaded;
  }
}
