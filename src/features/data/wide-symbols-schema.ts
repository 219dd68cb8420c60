import { z } from 'zod';
import type { CsvReading } from '../../contract/index.ts';
import { symbolProblem } from './dataset-symbol.ts';
import { SYMBOL_KINDS } from './keep-dataset-schema.ts';

type WideSymbol = CsvReading['symbols'][number];

/** "EEM, EWG and TIP". */
export function listed(symbols: readonly string[]): string {
  if (symbols.length <= 1) return symbols.join('');
  return `${symbols.slice(0, -1).join(', ')} and ${symbols[symbols.length - 1]}`;
}

/** The file's symbols whose columns are ticked, in the file's order. */
export function pickedSymbols(symbols: readonly WideSymbol[], columns: readonly string[]): WideSymbol[] {
  return symbols.filter((s) => columns.includes(s.column));
}

/** Picked symbols the library cannot name a dataset by. */
export function unusableSymbols(picked: readonly WideSymbol[]): string[] {
  return picked.filter((s) => symbolProblem(s.symbol) !== null).map((s) => s.symbol);
}

export function unusableMessage(unusable: readonly string[]): string {
  return `${listed(unusable)} cannot be a symbol (1 to 20 capital letters, digits or . _ ^ -): leave ${unusable.length === 1 ? 'it' : 'them'} out, or rename the column in the file.`;
}

/**
 * Keeping columns of a wide close file: the ticked columns (at least one, each a usable symbol) become the
 * `{column, symbol}` pairs the library keeps, all of one symbol kind.
 */
export function wideSymbolsSchema(symbols: readonly WideSymbol[]) {
  return z.object({
    columns: z.array(z.string()).transform((columns, ctx) => {
      const picked = pickedSymbols(symbols, columns);
      const unusable = unusableSymbols(picked);
      if (picked.length === 0) ctx.addIssue({ code: 'custom', message: 'Tick at least one symbol to keep' });
      else if (unusable.length > 0) ctx.addIssue({ code: 'custom', message: unusableMessage(unusable) });
      return picked.map(({ column, symbol }) => ({ column, symbol }));
    }),
    symbolKind: z.enum(SYMBOL_KINDS),
  });
}

export type WideSymbolsValues = z.input<ReturnType<typeof wideSymbolsSchema>>;
export type WideSymbolsRequest = z.output<ReturnType<typeof wideSymbolsSchema>>;
