import type { DataIndex, DataSource, FileRef } from '../service/data/data-source.ts';
import { samplePrices, SamplesIndexSchema } from '../service/data/samples-index.ts';
import type { StudioDatabase } from './database.ts';
import { sampleRanges } from './sample-ranges.ts';
import type { SampleRanges } from './sample-ranges.ts';

export type FetchText = (path: string) => Promise<string>;

/** Fetches a file of the built app, e.g. `samples/SPX.csv`, relative to where the app is served. */
export function fetchFromApp(base: string): FetchText {
  return async (path) => {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`${path}: the server answered ${response.status}`);
    return response.text();
  };
}

/**
 * The browser's data: the bundled samples (listed in samples/index.json, with their kinds) and the user's kept CSVs in
 * IndexedDB, which win over a sample of the same symbol. A sample symbol is a price file of its own or a column of a
 * wide close file (the own file wins); a wide file is fetched when a symbol of it is first read (or on scan when
 * index.json does not list its symbols), and parsed once for all its columns. A kept price file is the kind the user
 * chose (a stock when kept before there were kinds). The option chain is the user's kept chains when there are any,
 * else the bundled made-up sample: made-up rows never mix with the user's. A sample indicator's catalogue frequency
 * comes from the samples' ranges (`ranges`, samples/ranges.json), so listing the catalogue fetches no series.
 */
export function browserSource(
  fetchText: FetchText,
  db: StudioDatabase,
  ranges: () => Promise<SampleRanges> = sampleRanges(fetchText),
): DataSource {
  const fetched = (path: string): FileRef => ({ name: path, read: () => fetchText(path) });
  return {
    async scan(): Promise<DataIndex> {
      const index: DataIndex = { prices: new Map(), indicators: new Map() };
      const chains: FileRef[] = [];
      for (const dataset of await db.getAll('datasets')) {
        const file: FileRef = {
          name: `${dataset.origin} (${dataset.symbol}, kept ${dataset.savedAt})`,
          read: async () => dataset.text,
        };
        if (dataset.kind === 'price')
          index.prices.set(dataset.symbol.toUpperCase(), {
            ...file,
            kind: dataset.symbolKind ?? 'stock',
            origin: 'user',
          });
        else if (dataset.kind === 'options') chains.push(file);
        else index.indicators.set(dataset.symbol.toLowerCase(), { stem: dataset.symbol, csv: file });
      }
      const [samples, known] = await Promise.all([
        fetchText('samples/index.json').then((text) => SamplesIndexSchema.parse(JSON.parse(text))),
        ranges(),
      ]);
      for (const p of await samplePrices(samples, (file) => fetchText(`samples/${file}`))) {
        if (index.prices.has(p.symbol)) continue;
        const file = { ...fetched(`samples/${p.file}`), origin: 'sample' as const };
        const kind = p.kind;
        index.prices.set(p.symbol, p.column === undefined ? { ...file, kind } : { ...file, column: p.column, kind });
      }
      if (chains.length === 0)
        for (const o of samples.options) chains.push({ ...fetched(`samples/${o.file}`), origin: 'sample' });
      index.optionChains = chains;
      for (const i of samples.indicators) {
        if (index.indicators.has(i.stem.toLowerCase())) continue;
        index.indicators.set(i.stem.toLowerCase(), {
          stem: i.stem,
          csv: fetched(`samples/${i.file}`),
          sidecar: i.sidecar ? fetched(`samples/${i.sidecar}`) : undefined,
          updated: known.indicators[i.stem]?.updated,
        });
      }
      return index;
    },
  };
}
