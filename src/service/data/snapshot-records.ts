import { z } from 'zod';
import { SourceNameSchema } from '../../contract/market-data.ts';
import type { StoredFundamentals, StoredOptionChain } from './snapshot-port.ts';

/*
 * The shapes a snapshot store keeps, so that what a file or IndexedDB gives back is parsed, not trusted: a record
 * written by an older or broken build is refused naming what is wrong.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const figure = z.number().nullable();

export const StoredFundamentalsSchema = z.object({
  symbol: z.string().min(1),
  source: SourceNameSchema,
  date: day,
  fetched_at: z.string(),
  dividendYield: figure,
  trailingPE: figure,
  payoutRatio: figure,
  epsGrowth: figure,
}) satisfies z.ZodType<StoredFundamentals>;

const OptionQuoteRecordSchema = z.object({
  ticker: z.string(),
  close: z.number(),
  expiration: day,
  strike: z.number(),
  lastPrice: z.number(),
  volume: z.number(),
  openInterest: z.number(),
  iv: z.number(),
  delta: z.number(),
  vega: z.number(),
  contractSymbol: z.string(),
  date: day,
  type: z.enum(['put', 'call']),
});

export const StoredOptionChainSchema = z.object({
  symbol: z.string().min(1),
  source: SourceNameSchema,
  date: day,
  fetched_at: z.string(),
  quotes: z.array(OptionQuoteRecordSchema),
}) satisfies z.ZodType<StoredOptionChain>;

/** A snapshot's key: its symbol in upper case, trimmed. */
export function snapshotKey(symbol: string): string {
  return symbol.trim().toUpperCase();
}

/** What a put keeps: the record parsed (a bad one is refused before anything is written), under its key. */
export function fundamentalsRecord(fundamentals: StoredFundamentals): StoredFundamentals {
  const parsed = StoredFundamentalsSchema.parse(fundamentals);
  return { ...parsed, symbol: snapshotKey(parsed.symbol) };
}

export function optionChainRecord(chain: StoredOptionChain): StoredOptionChain {
  const parsed = StoredOptionChainSchema.parse(chain);
  return { ...parsed, symbol: snapshotKey(parsed.symbol) };
}

/** Snapshots in symbol order, as every store lists them. */
export function bySymbol<T extends { symbol: string }>(records: T[]): T[] {
  return records.sort((a, b) => a.symbol.localeCompare(b.symbol));
}
