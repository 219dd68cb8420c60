import type { Universe } from '../../../contract/universes.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import type { StoredFundamentals } from '../../data/snapshot-port.ts';
import { barsFromCloses } from '../../testing/memory-market-data.ts';
import type { ScreenInputs } from './screen-inputs.ts';

/** Tests only: closes of `n` days by a formula of the day's index. */
export const closesOf = (n: number, f: (i: number) => number): number[] => Array.from({ length: n }, (_, i) => f(i));

/** Tests only: the plain mean of `closes[at - n + 1 .. at]`, NaN when the window starts before the first. */
export function meanOf(values: readonly number[], n: number, at: number): number {
  if (at - n + 1 < 0) return NaN;
  let sum = 0;
  for (let i = at - n + 1; i <= at; i++) sum += values[i];
  return sum / n;
}

/** Tests only: a 5-member universe with GICS sectors; DDD has no prices. */
export const TINY: Universe = {
  name: 'Tiny',
  symbols: ['AAA', 'BBB', 'CCC', 'DDD', 'EEE'],
  sectors: {
    AAA: 'Information Technology',
    BBB: 'Information Technology',
    CCC: 'Energy',
    DDD: 'Energy',
    EEE: 'Energy',
  },
  builtin: false,
  updated_at: '2026-11-20T00:00:00Z',
};

/** 230 days from 2020-01-01: AAA rises, BBB wobbles on a fall, CCC swings and lacks the last day, EEE is flat. */
export const CLOSES: Record<string, number[]> = {
  AAA: closesOf(230, (i) => 100 + i),
  BBB: closesOf(230, (i) => 400 - i + 15 * Math.sin(i / 3)),
  CCC: closesOf(229, (i) => 100 + 20 * Math.sin(i / 5)),
  EEE: closesOf(230, () => 50),
  XLK: closesOf(230, (i) => 150 + i / 2),
};

export const tinyBars = (): Record<string, Bars> =>
  Object.fromEntries(Object.entries(CLOSES).map(([s, closes]) => [s, barsFromCloses(closes)]));

/** Universe fakes over a fixed list, as a catalogue answers them. */
export function universesOf(...universes: Universe[]): NonNullable<ScreenInputs['universes']> {
  return {
    get: (name) => Promise.resolve(universes.find((u) => u.name.toUpperCase() === name.toUpperCase())),
    list: () => Promise.resolve(universes.map((u) => ({ name: u.name }))),
  };
}

export const fundamentals = (symbol: string, figures: Partial<StoredFundamentals>): StoredFundamentals => ({
  symbol,
  source: 'yahoo',
  date: '2020-08-17',
  fetched_at: '2020-08-17T22:00:00Z',
  dividendYield: null,
  trailingPE: null,
  payoutRatio: null,
  epsGrowth: null,
  ...figures,
});
