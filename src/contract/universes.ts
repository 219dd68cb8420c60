import { z } from 'zod';
import { MarketSymbolSchema, REFRESH_MAX_SYMBOLS } from './market-data.ts';

/** At most this many members in a universe (as many as one refresh takes). */
export const UNIVERSE_MAX_SYMBOLS = REFRESH_MAX_SYMBOLS;

export const UniverseSchema = z.object({
  name: z.string(),
  /** Upper case, each once, in the order given. */
  symbols: z.array(z.string()),
  /** A member's sector (GICS for the S&P 500), for the members that have one. */
  sectors: z.record(z.string(), z.string()).optional(),
  /** Shipped with the app: it cannot be replaced or deleted. */
  builtin: z.boolean(),
  /** When it was last written (ISO 8601 with zone); a built-in list's date is the day the list was taken. */
  updated_at: z.string(),
});
export type Universe = z.infer<typeof UniverseSchema>;

export const UniverseSummarySchema = z.object({
  name: z.string(),
  members: z.number().int(),
  builtin: z.boolean(),
  updated_at: z.string(),
});
export type UniverseSummary = z.infer<typeof UniverseSummarySchema>;

export const UniversesAnswerSchema = z.object({ universes: z.array(UniverseSummarySchema) });

const SectorSchema = z
  .string({ error: 'a sector must be text' })
  .trim()
  .min(1, 'a sector must not be empty')
  .max(100, 'a sector has at most 100 characters');

/** A user universe as sent: its members (de-duplicated, upper case) and, optionally, their sectors. */
export const UniversePutSchema = z
  .object({
    symbols: z
      .array(MarketSymbolSchema, { error: 'symbols must be a list of symbols' })
      .min(1, 'symbols must name at least one symbol')
      .max(UNIVERSE_MAX_SYMBOLS, `symbols may name at most ${UNIVERSE_MAX_SYMBOLS} symbols`)
      .transform((symbols) => [...new Set(symbols)]),
    sectors: z
      .record(z.string(), SectorSchema, { error: 'sectors must map symbols to sector names' })
      .transform((sectors) =>
        Object.fromEntries(Object.entries(sectors).map(([symbol, sector]) => [symbol.trim().toUpperCase(), sector])),
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    const members = new Set(body.symbols);
    for (const symbol of Object.keys(body.sectors ?? {}))
      if (!members.has(symbol))
        ctx.addIssue({ code: 'custom', path: ['sectors', symbol], message: `${symbol} is not among the symbols` });
  });
export type UniversePut = z.infer<typeof UniversePutSchema>;

export const DeletedUniverseSchema = z.object({ name: z.string(), deleted: z.literal(true) });
