import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { z } from 'zod';
import type { CatalogueItem, IndicatorMetadataEntry } from '../contract/index.ts';
import { INDICATOR_TYPES } from '../contract/index.ts';
import { parsePriceCsv } from '../csv/parse-price-csv.ts';
import { parseValueCsv } from '../csv/parse-value-csv.ts';
import type { Bars, ValueSeries } from '../engine/series/bars.ts';
import { inferFrequency } from '../engine/series/frequency.ts';
import { barsFromRows } from '../engine/series/from-rows.ts';
import type { MarketData } from '../service/ports.ts';

const gunzipAsync = promisify(gunzip);

/** The bundled samples (`public/samples`), resolved from this file. */
export const BUNDLED_SAMPLES_DIR: string = fileURLToPath(new URL('../../public/samples', import.meta.url));

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

const DATA_FILE_RE = /^(.+)\.csv(\.gz)?$/i;

interface IndicatorFile {
  stem: string;
  csv: string;
  sidecar?: string;
}

interface Index {
  /** Upper-case symbol -> price file. */
  prices: Map<string, string>;
  /** Lower-case stem -> indicator files. */
  indicators: Map<string, IndicatorFile>;
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** File names in a folder, sorted (so `X.csv` comes before `X.csv.gz`); none when the folder does not exist. */
async function fileNames(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() || e.isSymbolicLink())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function readText(path: string): Promise<string> {
  const bytes = await readFile(path);
  const raw = path.toLowerCase().endsWith('.gz') ? await gunzipAsync(bytes) : bytes;
  return new TextDecoder('utf-8').decode(raw);
}

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
 * Market data read from folders: `<SYMBOL>.csv` or `<SYMBOL>.csv.gz` price files (symbol = file stem, upper-cased)
 * and `indicators/<name>.csv` value series, each with an optional `indicators/<name>.json` sidecar. With several
 * folders, an earlier one wins on a name clash. The folder listings are read once; each file is read and parsed
 * on first use and cached (a file that fails is read again next time). A folder that does not exist is empty.
 */
export class FolderMarketData implements MarketData {
  readonly #folders: readonly string[];
  #index: Promise<Index> | undefined;
  readonly #bars = new Map<string, Promise<Bars>>();
  readonly #series = new Map<string, Promise<ValueSeries>>();
  readonly #sidecars = new Map<string, Promise<Sidecar>>();

  constructor(folders: readonly string[]) {
    this.#folders = [...folders];
  }

  async symbols(): Promise<string[]> {
    const { prices } = await this.#loadIndex();
    return [...prices.keys()].sort();
  }

  /** Bars of a symbol (any case), or undefined when no file has it; throws naming the file when it does not parse. */
  async bars(symbol: string): Promise<Bars | undefined> {
    const { prices } = await this.#loadIndex();
    const path = prices.get(symbol.trim().toUpperCase());
    if (!path) return undefined;
    return this.#cached(this.#bars, path, async () => barsFromRows(parsePriceCsv(await readText(path)).rows));
  }

  /** One entry per indicator file, sorted by name; reads every indicator file (once) to infer `updated`. */
  async catalogue(): Promise<CatalogueItem[]> {
    const { indicators } = await this.#loadIndex();
    const files = [...indicators.values()].sort((a, b) => a.stem.localeCompare(b.stem));
    return Promise.all(
      files.map(async (file): Promise<CatalogueItem> => {
        const [series, sidecar] = await Promise.all([this.#loadSeries(file), this.#loadSidecar(file)]);
        return {
          chart_name: file.stem,
          url: file.stem,
          market_symbol: sidecar.market_symbol ?? '',
          type: sidecar.type ?? 'other',
          updated: updatedOf(series),
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
  async indicatorInfo(url: string): Promise<IndicatorMetadataEntry | undefined> {
    const file = await this.#indicatorFile(url);
    if (!file) return undefined;
    const [series, sidecar] = await Promise.all([this.#loadSeries(file), this.#loadSidecar(file)]);
    return {
      sentiment: sidecar.sentiment ?? '2',
      description: sidecar.description ?? '',
      opt_extreme: sidecar.opt_extreme ?? 0,
      pess_extreme: sidecar.pess_extreme ?? 0,
      contrary: sidecar.contrary ?? '0',
      premium: sidecar.premium ?? '0',
      chart_type: sidecar.chart_type ?? 'line',
      updated: updatedOf(series),
    };
  }

  async #indicatorFile(name: string): Promise<IndicatorFile | undefined> {
    const { indicators } = await this.#loadIndex();
    return indicators.get(name.trim().toLowerCase());
  }

  #loadSeries(file: IndicatorFile): Promise<ValueSeries> {
    return this.#cached(this.#series, file.csv, async () => parseValueCsv(await readText(file.csv)));
  }

  #loadSidecar(file: IndicatorFile): Promise<Sidecar> {
    const path = file.sidecar;
    if (!path) return Promise.resolve({});
    return this.#cached(this.#sidecars, path, async () => {
      let json: unknown;
      try {
        json = JSON.parse(await readText(path));
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

  /** The cached read of `path`, started once; a failed read names the file and is dropped from the cache. */
  #cached<T>(cache: Map<string, Promise<T>>, path: string, read: () => Promise<T>): Promise<T> {
    let pending = cache.get(path);
    if (!pending) {
      pending = inFile(path, read);
      cache.set(path, pending);
      pending.catch(() => cache.delete(path));
    }
    return pending;
  }

  #loadIndex(): Promise<Index> {
    if (!this.#index) {
      const scan = this.#scan();
      this.#index = scan;
      scan.catch(() => {
        if (this.#index === scan) this.#index = undefined;
      });
    }
    return this.#index;
  }

  async #scan(): Promise<Index> {
    const prices = new Map<string, string>();
    const indicators = new Map<string, IndicatorFile>();
    for (const folder of this.#folders) {
      for (const name of await fileNames(folder)) {
        const m = DATA_FILE_RE.exec(name);
        if (!m) continue;
        const symbol = m[1].toUpperCase();
        if (!prices.has(symbol)) prices.set(symbol, join(folder, name));
      }
      const dir = join(folder, 'indicators');
      const names = await fileNames(dir);
      const present = new Set(names);
      for (const name of names) {
        const m = DATA_FILE_RE.exec(name);
        if (!m) continue;
        const key = m[1].toLowerCase();
        if (indicators.has(key)) continue;
        const sidecar = `${m[1]}.json`;
        indicators.set(key, {
          stem: m[1],
          csv: join(dir, name),
          sidecar: present.has(sidecar) ? join(dir, sidecar) : undefined,
        });
      }
    }
    return { prices, indicators };
  }
}
