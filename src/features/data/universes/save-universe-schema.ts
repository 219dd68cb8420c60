import { z } from 'zod';
import { UNIVERSE_MAX_SYMBOLS, UniverseNameSchema } from '../../../contract/index.ts';
import type { UniversePut } from '../../../contract/index.ts';
import { pastedSymbolsProblems, splitSymbols } from '../market/fetch-prices-schema.ts';

/** The form as typed: a name and the members as pasted text. */
export type SaveUniverseValues = { name: string; symbols: string };

export const SAVE_UNIVERSE_DEFAULTS: SaveUniverseValues = { name: '', symbols: '' };

/** What the form sends: the name for the path, the members for the body. */
export interface SaveUniverseRequest {
  name: string;
  body: UniversePut;
}

/** From what was typed to a universe to save; each message names the field it is about. */
export const saveUniverseSchema = z
  .object({ name: z.string(), symbols: z.string() })
  .transform((values, ctx): SaveUniverseRequest => {
    const name = UniverseNameSchema.safeParse(values.name);
    if (!name.success)
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `Name: ${name.error.issues[0]?.message ?? 'not a universe name'}.`,
      });
    const symbols = splitSymbols(values.symbols);
    for (const message of pastedSymbolsProblems(symbols, UNIVERSE_MAX_SYMBOLS, 'in one universe'))
      ctx.addIssue({ code: 'custom', path: ['symbols'], message });
    if (!name.success) return z.NEVER;
    return { name: name.data, body: { symbols } };
  });
