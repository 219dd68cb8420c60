import { z } from 'zod';
import { UNIVERSE_MAX_SYMBOLS, UniverseNameSchema } from '../../../contract/index.ts';
import type { UniversePut } from '../../../contract/index.ts';
import { pastedSymbolsProblems, splitSymbols } from '../market/fetch-prices-schema.ts';

/** The form as typed: a name and the members as pasted text; the sectors a CSV file gave, by symbol. */
export type SaveUniverseValues = { name: string; symbols: string; sectors?: Record<string, string> };

export const SAVE_UNIVERSE_DEFAULTS: SaveUniverseValues = { name: '', symbols: '', sectors: {} };

/** What the form sends: the name for the path, the members for the body. */
export interface SaveUniverseRequest {
  name: string;
  body: UniversePut;
}

/** From what was typed to a universe to save; each message names the field it is about. */
export const saveUniverseSchema = z
  .object({ name: z.string(), symbols: z.string(), sectors: z.record(z.string(), z.string()).optional() })
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
    // Sectors of members removed from the list since the file was read are dropped, not refused.
    const sectors = Object.fromEntries(
      Object.entries(values.sectors ?? {}).filter(([symbol]) => symbols.includes(symbol)),
    );
    return { name: name.data, body: { symbols, ...(Object.keys(sectors).length > 0 && { sectors }) } };
  });
