import { z } from 'zod';
import { isCalendarDate } from '../../../contract/calendar-date.ts';
import { MarketSymbolSchema, REFRESH_MAX_SYMBOLS, SourceNameSchema } from '../../../contract/index.ts';

/**
 * The form as typed: symbols as pasted text, a source's name, a "from" date or nothing, and whether to fetch option
 * chains and dividend figures too.
 */
// A type, not an interface: the drafts' store takes any record of text and true/false fields.
export type FetchPricesValues = { symbols: string; source: string; from: string; snapshots: boolean };

export const FETCH_PRICES_DEFAULTS: FetchPricesValues = { symbols: '', source: '', from: '', snapshots: false };

/** The one source option chains and dividend figures come from. */
export const SNAPSHOTS_SOURCE = 'yahoo';

/** Pasted symbols in order, each once: a list split on commas, semicolons, spaces, tabs and new lines. */
export function splitSymbols(text: string): string[] {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

/**
 * What is wrong with a pasted list of symbols, as sentences on the Symbols field: none given, more than `max` (`what`
 * says of what: "in one fetch"), or a symbol that is not one.
 */
export function pastedSymbolsProblems(symbols: readonly string[], max: number, what: string): string[] {
  const problems: string[] = [];
  if (symbols.length === 0) problems.push('Symbols: name at least one symbol.');
  if (symbols.length > max) problems.push(`Symbols: at most ${max} ${what} (${symbols.length} given).`);
  const bad = symbols.flatMap((symbol) => {
    const parsed = MarketSymbolSchema.safeParse(symbol);
    return parsed.success ? [] : [`“${symbol}”: ${parsed.error.issues[0]?.message ?? 'not a symbol'}`];
  });
  if (bad.length > 0) problems.push(`Symbols: ${bad.join('; ')}.`);
  return problems;
}

/** From what was typed to the refresh request; each message names the field it is about. */
export const fetchPricesSchema = z
  .object({
    symbols: z.string(),
    source: z.string(),
    from: z.string(),
    // false when absent (a caller from before the field)
    snapshots: z.boolean().catch(false),
  })
  .transform((values, ctx) => {
    const symbols = splitSymbols(values.symbols);
    for (const message of pastedSymbolsProblems(symbols, REFRESH_MAX_SYMBOLS, 'in one fetch'))
      ctx.addIssue({ code: 'custom', path: ['symbols'], message });
    const source = SourceNameSchema.safeParse(values.source);
    if (!source.success) ctx.addIssue({ code: 'custom', path: ['source'], message: 'Source: choose a source.' });
    const from = values.from.trim();
    if (from !== '' && !isCalendarDate(from))
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From: a date as YYYY-MM-DD, e.g. 2015-01-02.' });
    if (values.snapshots && source.success && source.data !== SNAPSHOTS_SOURCE)
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message: `Source: option chains and dividend figures come from ${SNAPSHOTS_SOURCE} only; choose ${SNAPSHOTS_SOURCE} or untick them.`,
      });
    if (!source.success) return z.NEVER;
    return {
      symbols,
      source: source.data,
      ...(from === '' ? {} : { from }),
      ...(values.snapshots ? { snapshots: true } : {}),
    };
  });
