import { z } from 'zod';
import type { DatasetKind, DatasetSymbolKind } from '../../contract/index.ts';
import { symbolProblem } from './dataset-symbol.ts';

const KINDS = ['price', 'indicator', 'options'] as const satisfies readonly DatasetKind[];
export const SYMBOL_KINDS = ['stock', 'etf', 'index'] as const satisfies readonly DatasetSymbolKind[];

/** Keeping a dropped file: a symbol the library can name it by, its kind, and for prices what the symbol is. */
export const keepDatasetSchema = z.object({
  symbol: z.string().superRefine((symbol, ctx) => {
    const problem = symbolProblem(symbol);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  kind: z.enum(KINDS),
  symbolKind: z.enum(SYMBOL_KINDS),
});

export type KeepDatasetValues = z.infer<typeof keepDatasetSchema>;
