/** A file a data source can read, named for error messages (a path, a URL, a dropped file's name). */
export interface FileRef {
  name: string;
  read(): Promise<string>;
}

export interface IndicatorRef {
  /** The catalogue name and url: the file stem. */
  stem: string;
  csv: FileRef;
  /** Optional `<stem>.json` metadata. */
  sidecar?: FileRef;
}

export interface DataIndex {
  /** Upper-case symbol -> its price file. */
  prices: Map<string, FileRef>;
  /** Lower-case stem -> the indicator's files. */
  indicators: Map<string, IndicatorRef>;
}

/** Where a connection's files come from: folders on a server, fetched samples and IndexedDB in the browser. */
export interface DataSource {
  scan(): Promise<DataIndex>;
}
