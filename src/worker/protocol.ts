import type { CsvDateOrder, DatasetKind, DatasetSymbolKind } from '../contract/index.ts';

/** Messages between the page and the worker. Every request carries an id its response repeats. */
export type WorkerRequestBody =
  | { type: 'http'; method: string; path: string; body?: string }
  | { type: 'library.list' }
  | {
      type: 'library.save';
      symbol: string;
      kind: DatasetKind;
      fileName: string;
      text: string;
      /** A price CSV's kind of symbol (stock when absent); ignored for other kinds. */
      symbolKind?: DatasetSymbolKind;
    }
  /**
   * Keeps chosen columns of a wide close file, each under its symbol, read as the file was (`dateOrder`, `thousands`
   * from its `csv.read`).
   */
  | {
      type: 'library.saveWide';
      fileName: string;
      text: string;
      columns: { column: string; symbol: string }[];
      symbolKind: DatasetSymbolKind;
      dateOrder?: CsvDateOrder;
      thousands?: boolean;
    }
  | { type: 'library.remove'; symbol: string }
  | { type: 'library.bars'; symbol: string }
  /** `resample: 'Hourly'` folds bars less than an hour apart into clock hours (else such a file is refused). */
  | { type: 'csv.load'; fileName: string; text: string; resample?: 'Hourly' }
  /**
   * Reads dropped files for the Data screen (CsvReading): their layout, date order and thousands separators, a default
   * symbol, several files of one symbol joined into one history. Nothing is kept.
   */
  | {
      type: 'csv.read';
      files: { fileName: string; text: string }[];
      asIndicator?: boolean;
      dateOrder?: CsvDateOrder;
    }
  /** Reads a dropped option-chain CSV for its preview; nothing is kept (there is nothing to run on a chain). */
  | { type: 'options.preview'; fileName: string; text: string }
  /**
   * Runs the strategy on a loaded file. `runId` increases with each edit: a run overtaken by a higher id before it
   * computed answers 409 (superseded) instead.
   */
  | { type: 'csv.run'; previewId: string; params: Record<string, unknown>; runId?: number }
  /** Validate in CSV mode on a loaded file, without its rows. */
  | { type: 'csv.validate'; previewId: string; params: Record<string, unknown> }
  | { type: 'csv.forget'; previewId: string };

export type WorkerRequest = WorkerRequestBody & { id: number };

/** `status` follows HTTP: 2xx for success; the body is JSON-ready. */
export interface WorkerResponse {
  id: number;
  status: number;
  body: unknown;
}
