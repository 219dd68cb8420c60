import type { CatalogueItem, DataProvenance, IndicatorMetadataEntry } from '../../contract/index.ts';
import { isoDate } from '../system-clock.ts';
import { INDICATOR_TYPES } from '../../contract/index.ts';
import { parseOptionChainCsv } from '../../csv/parse-option-chain-csv.ts';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { parseValueCsv } from '../../csv/parse-value-csv.ts';
import { parseWideCloseCsv } from '../../csv/parse-wide-close-csv.ts';
import type { OptionQuote } from '../../engine/options/types.ts';
import type { Bars, PriceRow, ValueSeries } from '../../engine/series/bars.ts';
import { inferFrequency } from '../../engine/series/frequency.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { z } from 'zod';
import type { MarketData, SymbolKind } from '../ports.ts';
import type { DataIndex, DataSource, FileRef, IndicatorRef, PriceRef } from './data-source.ts';

const textOrNumber = z.union([z.string(), z.number()]).transform(String);

/** `indicators/<name>.json`: every field optional, unknown fields ignored. */
const SidecarSchema = z.object({
  market_symbol: z.string().optional(),
  type: z.enum(INDICATOR_TYPES).optional(),
  description: z.string().optional(),
  opt_extreme: z.number().optional(),
  pess_extreme: z.number().optional(),
  contrary: textOrNumber.optional(),
  sentiment: textOrNumber.optional(),
  premium: textOrNumber.optional(),
  chart_type: z.string().optional(),
});
type Sidecar = z.infer<typeof SidecarSchema>;

/** Runs `read`, re-throwing any failure as an Error whose message starts with the file's path. */
async function inFile<T>(path: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${path}: ${message}`, { cause: error });
  }
}

function updatedOf(series: ValueSeries): CatalogueItem['updated'] {
  const f = inferFrequency(series.time);
  return f === 'Hourly' ? 'Daily' : f;
}

/**
 * Market data over a DataSource: price files (symbol = file stem, upper-cased), columns of wide close-only files
 * (symbol = column header, upper-cased; bars with open = high = low = close and volume 1) and indicator value series
 * with an optional JSON sidecar, and option-chain snapshot files. A symbol's kind is what its listing says (stock
 * when it says nothing). The listing is read once; each file is parsed on first use and cached, a wide file once for
 * all its columns (a file that fails is read again next time, and its error names the file).
 */
export class SourceMarketData implements MarketData {
  readonly #source: DataSource;
  #index: Promise<DataIndex> | undefined;
  readonly #bars = new Map<string, Promise<Bars>>();
  /** How each price file was read, when anything needed deciding or was read leniently (a missing Volume). */
  readonly #readings = new Map<string, string[]>();
  readonly #wide = new Map<string, Promise<Map<string, PriceRow[]>>>();
  readonly #series = new Map<string, Promise<ValueSeries>>();
  readonly #sidecars = new Map<string, Promise<Sidecar>>();
  readonly #chains = new Map<string, Promise<OptionQuote[]>>();
  /** Built once per listing: every strategy resolved reads it, and a sweep resolves thousands. */
  #catalogue: Promise<CatalogueItem[]> | undefined;

  constructor(source: DataSource) {
    this.#source = source;
  }

  /** Forgets the listing and every parsed file, e.g. after the user kept or removed a dataset. */
  refresh(): void {
    this.#index = undefined;
    this.#bars.clear();
    this.#readings.clear();
    this.#wide.clear();
    this.#series.clear();
    this.#sidecars.clear();
    this.#chains.clear();
    this.#catalogue = undefined;
  }

  async symbols(): Promise<string[]> {
    const { prices } = await this.#loadIndex();
    return [...prices.keys()].sort();
  }

  /** Bars of a symbol (any case), or undefined when no file has it; throws naming the file when it does not parse. */
  async bars(symbol: string): Promise<Bars | undefined> {
    const { prices } = await this.#loadIndex();
    const file = prices.get(symbol.trim().toUpperCase());
    if (!file) return undefined;
    if (file.column !== undefined) return this.#columnBars(file, file.column);
    return this.#cached(this.#bars, file.name, async () => {
      const csv = parsePriceCsv(await file.read());
      const reading = [...csv.notes, ...csv.warnings];
      if (reading.length > 0) this.#readings.set(file.name, reading);
      return barsFromRows(csv.rows);
    });
  }

  /** Where a symbol's prices come from (the bundled sample, a kept file, a data folder) and the dates they span. */
  async provenance(symbol: string): Promise<DataProvenance | undefined> {
    const { prices } = await this.#loadIndex();
    const key = symbol.trim().toUpperCase();
    const file = prices.get(key);
    const bars = file && (await this.bars(key));
    if (!file || !bars || bars.time.length === 0) return undefined;
    const first = isoDate(bars.time[0]);
    const last = isoDate(bars.time[bars.time.length - 1]);
    const reading = file.column === undefined ? this.#readings.get(file.name) : undefined;
    return { symbol: key, source: file.origin ?? 'folder', first, last, stale: false, ...(reading && { reading }) };
  }

  /**
   * The kind the listing gives a symbol (any case), stock when it gives none; undefined when no file has it. An index
   * is an ETF here: the scanners' find_type knows stocks and ETFs, and scans indices with the ETFs.
   */
  async symbolKind(symbol: string): Promise<SymbolKind | undefined> {
    const { prices } = await this.#loadIndex();
    const file = prices.get(symbol.trim().toUpperCase());
    if (!file) return undefined;
    return file.kind === 'index' ? 'etf' : (file.kind ?? 'stock');
  }

  /**
   * The rows of every option-chain file, in listing order, or undefined when there are none. Each file is parsed once;
   * one that fails throws naming the file (and the row and column).
   */
  async optionChain(): Promise<OptionQuote[] | undefined> {
    const { optionChains = [] } = await this.#loadIndex();
    const parts = await Promise.all(optionChains.map((file) => this.#loadChain(file)));
    const rows = parts.flat();
    return rows.length > 0 ? rows : undefined;
  }

  #loadChain(file: FileRef): Promise<OptionQuote[]> {
    return this.#cached(this.#chains, file.name, async () => {
      const { quotes } = parseOptionChainCsv(await file.read());
      // the bundled chain is made up: its rows say so wherever they go
      return file.origin === 'sample' ? quotes.map((q): OptionQuote => ({ ...q, demo: true })) : quotes;
    });
  }

  /** The bars of one column of a wide file; the file is parsed once for all its columns. */
  #columnBars(file: PriceRef, column: string): Promise<Bars> {
    const read = async (): Promise<Bars> => {
      const wide = await this.#remember(this.#wide, file.name, async () => parseWideCloseCsv(await file.read()));
      const rows = wide.get(column.toUpperCase());
      if (!rows) throw new Error(`no column ${column}; the file has ${[...wide.keys()].join(', ')}`);
      return barsFromRows(rows);
    };
    // a key no file name has: the file's name, a line break, the column
    return this.#cached(this.#bars, file.name, read, `${file.name}\n${column}`);
  }

  /**
   * One entry per indicator file, sorted by name; reads an indicator file (once) to infer `updated` unless the
   * listing gives it.
   */
  catalogue(): Promise<CatalogueItem[]> {
    const built = (this.#catalogue ??= this.#buildCatalogue());
    // A listing that failed is read again next time.
    built.catch(() => {
      if (this.#catalogue === built) this.#catalogue = undefined;
    });
    return built.then((items) => items.map((item) => ({ ...item })));
  }

  async #buildCatalogue(): Promise<CatalogueItem[]> {
    const { indicators } = await this.#loadIndex();
    const files = [...indicators.values()].sort((a, b) => a.stem.localeCompare(b.stem));
    return Promise.all(
      files.map(async (file): Promise<CatalogueItem> => {
        const [updated, sidecar] = await Promise.all([
          file.updated ?? this.#loadSeries(file).then(updatedOf),
          this.#loadSidecar(file),
        ]);
        return {
          chart_name: file.stem,
          url: file.stem,
          market_symbol: sidecar.market_symbol ?? '',
          type: sidecar.type ?? 'other',
          updated,
        };
      }),
    );
  }

  /** The series of an indicator by file stem (= catalogue name and url), any case. */
  async indicator(nameOrUrl: string): Promise<ValueSeries | undefined> {
    const file = await this.#indicatorFile(nameOrUrl);
    return file && this.#loadSeries(file);
  }

  /** The sidecar's metadata with defaults; `updated` is inferred from the series' dates. */
  async indicatorInfo(url: string): Promise<{ url: string; entry: IndicatorMetadataEntry } | undefined> {
    const file = await this.#indicatorFile(url);
    if (!file) return undefined;
    const [series, sidecar] = await Promise.all([this.#loadSeries(file), this.#loadSidecar(file)]);
    const entry: IndicatorMetadataEntry = {
      sentiment: sidecar.sentiment ?? '2',
      description: sidecar.description ?? '',
      opt_extreme: sidecar.opt_extreme ?? 0,
      pess_extreme: sidecar.pess_extreme ?? 0,
      contrary: sidecar.contrary ?? '0',
      premium: sidecar.premium ?? '0',
      chart_type: sidecar.chart_type ?? 'line',
      updated: updatedOf(series),
    };
    // the catalogue's url is the file's stem as written
    return { url: file.stem, entry };
  }

  async #indicatorFile(name: string): Promise<IndicatorRef | undefined> {
    const { indicators } = await this.#loadIndex();
    return indicators.get(name.trim().toLowerCase());
  }

  #loadSeries(file: IndicatorRef): Promise<ValueSeries> {
    return this.#cached(this.#series, file.csv.name, async () => parseValueCsv(await file.csv.read()));
  }

  #loadSidecar(file: IndicatorRef): Promise<Sidecar> {
    const sidecar = file.sidecar;
    if (!sidecar) return Promise.resolve({});
    return this.#cached(this.#sidecars, sidecar.name, async () => {
      let json: unknown;
      try {
        json = JSON.parse(await sidecar.read());
      } catch (error) {
        if (error instanceof SyntaxError) throw new Error(`not valid JSON (${error.message})`, { cause: error });
        throw error;
      }
      const parsed = SidecarSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      return parsed.data;
    });
  }

  /**
   * The cached read of the file `path` under `key` (the path unless given), started once; a failed read names the file
   * and is dropped from the cache.
   */
  #cached<T>(cache: Map<string, Promise<T>>, path: string, read: () => Promise<T>, key = path): Promise<T> {
    return this.#remember(cache, key, () => inFile(path, read));
  }

  /** `make()` started once per key and cached; a failure is dropped from the cache (and tried again next time). */
  #remember<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
    let pending = cache.get(key);
    if (!pending) {
      pending = make();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  }

  #loadIndex(): Promise<DataIndex> {
    if (!this.#index) {
      const scan = this.#source.scan();
      this.#index = scan;
      scan.catch(() => {
        if (this.#index === scan) this.#index = undefined;
      });
    }
    return this.#index;
  }
}
