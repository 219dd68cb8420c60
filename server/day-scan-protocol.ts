import { z } from 'zod';
import type { UniverseMember } from '../src/engine/scanner/picks/index.ts';
import type { ScannerCategory } from '../src/engine/scanner/types.ts';
import { SCANNER_CATEGORIES } from '../src/engine/scanner/types.ts';

/*
 * The messages of a parallel latest-day scan (day-scan-pool.ts): the pool sends each thread its slice of the universe's
 * inputs once, then each day to scan; the thread answers that slice's picks. Both cross from another thread, so each side parses.
 */

const series = z.instanceof(Float64Array);
/** Any number, NaN and the infinities included: structured cloning keeps them, and a statistic may be one. */
const num = z.custom<number>((v) => typeof v === 'number', 'a number');

const BarsSchema = z.object({
  time: series,
  open: series,
  high: series,
  low: series,
  close: series,
  volume: series,
  columns: z.record(z.string(), series),
});

export const DayScanRequestSchema = z.union([
  // Keep these members: the slice every later scan of this thread reads.
  z.object({
    id: z.number().int(),
    load: z.array(
      z.object({
        symbol: z.string(),
        inputs: z.object({ bars: BarsSchema, optix: series.optional(), benchmarkClose: series.optional() }),
      }),
    ),
  }),
  z.object({ id: z.number().int(), date: z.string(), category: z.enum(SCANNER_CATEGORIES) }),
]);

/** What the pool sends (the schema reads it in the thread). */
export type DayScanRequest =
  { id: number; load: readonly UniverseMember[] } | { id: number; date: string; category: ScannerCategory };

const StatsSchema = z.object({
  tradeNumber: num,
  winRate: num,
  avgWin: num,
  avgLoss: num,
  zScore: num,
  expectedReturn: num,
  annualReturn: num,
  medianReturn: num,
  avgReturn: num,
  stdDev: num,
  maxRisk: num,
  sharpeRatio: num,
  kelly: num,
});

const TradeSchema = z.object({
  entryIndex: num,
  exitIndex: num,
  entryPrice: num,
  exitPrice: num,
  returnPct: num,
  exitReason: z.enum(['profit target', 'stop loss', 'time exhausted']),
});

const PickSchema = z.object({
  symbol: z.string(),
  index: num,
  date: z.string(),
  close: num,
  direction: z.enum(['Long', 'Short']),
  signal: z.string(),
  category: z.enum(SCANNER_CATEGORIES),
  plan: z.object({ profitTarget: num, stopLoss: num, timeInMarket: num }),
  stats: StatsSchema,
  trendScore: num,
  relTrendScore: num,
  optix: num.nullable(),
  trades: z.array(TradeSchema).readonly(),
});

export const DayScanAnswerSchema = z.union([
  z.object({ id: z.number().int(), loaded: z.literal(true) }),
  z.object({ id: z.number().int(), asOfDate: z.string(), picks: z.array(PickSchema) }),
  z.object({ id: z.number().int(), error: z.string() }),
]);
export type DayScanAnswer = z.infer<typeof DayScanAnswerSchema>;
