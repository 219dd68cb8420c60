import type { BarRow } from '../../backtest/test-fixtures.ts';
import { makeBars } from '../../backtest/test-fixtures.ts';
import type { Bars } from '../../series/bars.ts';
import { DAY_MS } from '../../series/frequency.ts';
import type { ScannerPick, SignalStats, TradePlan } from '../types.ts';
import type { PortfolioOptions } from './types.ts';

/** Tests only: tiny hand-made portfolios whose every number can be checked on paper. */

/** Day k of the test calendar (1-based): D(1) = '2024-01-01', D(2) = '2024-01-02', ... (weekends are just days). */
export const D = (k: number): string => `2024-01-${String(k).padStart(2, '0')}`;

export type { BarRow };

/** Bars on the given days: `{ 1: 100, 2: [101, 104, 100, 103] }` puts a flat 100 on D(1) and a range on D(2). */
export function barsOn(rows: Readonly<Record<number, BarRow>>): Bars {
  const days = Object.keys(rows)
    .map(Number)
    .sort((a, b) => a - b);
  return makeBars(
    days.map((k) => rows[k]),
    days.map((k) => Date.UTC(2024, 0, 1) + (k - 1) * DAY_MS),
  );
}

/** Flat bars at `price` on days 1..`days`. */
export function flatBars(price: number, days: number): Bars {
  const rows: Record<number, BarRow> = {};
  for (let k = 1; k <= days; k++) rows[k] = price;
  return barsOn(rows);
}

const STATS: SignalStats = {
  tradeNumber: 20,
  winRate: 60,
  avgWin: 5,
  avgLoss: -3,
  zScore: 1,
  expectedReturn: 1.8,
  annualReturn: 10,
  medianReturn: 1,
  avgReturn: 1.8,
  stdDev: 4,
  maxRisk: -10,
  sharpeRatio: 1,
  kelly: 0.5,
};

const PLAN: TradePlan = { profitTarget: 50, stopLoss: 50, timeInMarket: 100 };

export interface PickSpec {
  symbol: string;
  day: number;
  close: number;
  direction?: 'Long' | 'Short';
  signal?: string;
  plan?: Partial<TradePlan>;
  stats?: Partial<SignalStats>;
}

/** A pick on D(day); by default a long whose plan (50% / 50% / 100 bars) never exits before the test ends. */
export function pick(spec: PickSpec): ScannerPick {
  return {
    symbol: spec.symbol,
    index: spec.day - 1,
    date: D(spec.day),
    close: spec.close,
    direction: spec.direction ?? 'Long',
    signal: spec.signal ?? 'MA',
    category: 'SwingAI',
    plan: { ...PLAN, ...spec.plan },
    stats: { ...STATS, ...spec.stats },
    trendScore: 6,
    relTrendScore: 5,
    optix: 40,
    trades: [],
  };
}

/** Picks grouped by their day, as the caller hands them over. */
export function byDay(...picks: ScannerPick[]): Map<string, ScannerPick[]> {
  const out = new Map<string, ScannerPick[]>();
  for (const p of picks) out.set(p.date, [...(out.get(p.date) ?? []), p]);
  return out;
}

/** 10,000 of capital, all long, no commission, every trade the whole equity, 3 a day, steadiest first. */
export function options(overrides: Partial<PortfolioOptions> = {}): PortfolioOptions {
  return {
    capital: 10_000,
    longShare: 1,
    shortShare: 0,
    commissionPct: 0,
    allocation: 1,
    dailyLimit: 3,
    rankBy: 'StdDev',
    ...overrides,
  };
}
