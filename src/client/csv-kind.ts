import { looksLikeOptionChain } from '../csv/option-chain-columns.ts';

/** Which of the worker's readers a dropped CSV goes to. */
export type CsvKind = 'option-chain' | 'prices';

/**
 * A dropped CSV's kind by its header alone (cheap on a large file; it does not promise the file parses): an option
 * chain when the header names a strike, an expiration and an IV or last price column, else a price file. The screens
 * ask the client, not the CSV readers, which belong to the worker and the Node hosts.
 */
export function csvKindOf(text: string): CsvKind {
  return looksLikeOptionChain(text) ? 'option-chain' : 'prices';
}
