import type { CatalogueItem, DatasetSymbolKind } from '../../contract/index.ts';

/** A file a data source can read, named for error messages (a path, a URL, a dropped file's name). */
export interface FileRef {
  name: string;
  read(): Promise<string>;
  /** Where the file came from, as a result's provenance names it: the bundled `sample`, a `user`'s kept file, or a
   * server's data `folder` (absent). */
  origin?: 'sample' | 'user';
}

/**
 * Where a symbol's prices are: a price file of its own, or (with `column`) one column of a wide close-only file
 * (`Date,EEM,TIP,...`, read by `parseWideCloseCsv`). The columns of one wide file share its `name`, which is what
 * the file is parsed (once) and cached under.
 */
export type PriceRef = FileRef & {
  /** The upper-case symbol of the column in the wide file (its header, upper-cased). */
  column?: string;
  /** What the source says the symbol is (an index file, a column of an ETF file, a kinds list); absent = a stock. */
  kind?: DatasetSymbolKind;
};

export interface IndicatorRef {
  /** The catalogue name and url: the file stem. */
  stem: string;
  csv: FileRef;
  /** Optional `<stem>.json` metadata. */
  sidecar?: FileRef;
  /** The catalogue's `updated`, when the source knows it without the series being read (the browser's samples). */
  updated?: CatalogueItem['updated'];
}

export interface DataIndex {
  /** Upper-case symbol -> its price file, or its column of a wide close file (a file of its own wins over that). */
  prices: Map<string, PriceRef>;
  /** Lower-case stem -> the indicator's files. */
  indicators: Map<string, IndicatorRef>;
  /**
   * Option-chain snapshot files (`parseOptionChainCsv`), read together as one chain. Optional so a source written
   * before there were chains still type-checks; every source here fills it.
   */
  optionChains?: FileRef[];
}

/** Where a connection's files come from: folders on a server, fetched samples and IndexedDB in the browser. */
export interface DataSource {
  scan(): Promise<DataIndex>;
}
