import { describe, expect, it } from 'vitest';
import type { SymbolScanner } from '../../../engine/scanner/picks/index.ts';
import type { ScannerCategory, ScannerPick } from '../../../engine/scanner/types.ts';
import { seededRandom } from '../../../engine/testing/seeded-random.ts';
import { barsOn } from '../test-bars.ts';
import type { PickSource } from './latest-day-with-picks.ts';
import { latestDayWithPicks } from './latest-day-with-picks.ts';

/** A member trading on `days` whose scanner has one pick on each day of `pickDays` (in the SwingAI list only). */
function member(days: readonly string[], pickDays: readonly string[]): PickSource {
  const bars = barsOn(days.map((d) => [d, 1] as const));
  const scanner = {
    symbol: 'X',
    picksAt: (i: number, category: ScannerCategory) =>
      category === 'SwingAI' && pickDays.includes(days[i]) ? [{} as ScannerPick] : [],
    picksBetween: () => [],
  } as SymbolScanner;
  return { bars, scanner: () => scanner };
}

/** The plain answer: every day any member trades, latest first; the first with a pick of any member. */
function plainLatest(members: { days: string[]; picks: string[] }[]): string | undefined {
  const all = [...new Set(members.flatMap((m) => m.days))].sort().reverse();
  return all.find((d) => members.some((m) => m.days.includes(d) && m.picks.includes(d)));
}

function dayList(from: string, n: number): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); out.length < n; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

describe('latestDayWithPicks', () => {
  it('skips a last day without picks (one file ending later than the rest) for the latest day with one', () => {
    const a = member(['2016-06-22', '2016-06-23', '2016-06-24', '2022-03-10'], ['2016-06-23']);
    const b = member(['2016-06-22', '2016-06-23', '2016-06-24'], ['2016-06-24']);
    expect(latestDayWithPicks([a, b], 'SwingAI')).toBe('2016-06-24');
  });

  it('looks no later than the bound it is given', () => {
    const a = member(['2016-06-22', '2016-06-23', '2016-06-24', '2022-03-08'], ['2016-06-22', '2022-03-08']);
    const b = member(['2016-06-22', '2016-06-23', '2016-06-24'], ['2016-06-23']);
    expect(latestDayWithPicks([a, b], 'SwingAI')).toBe('2022-03-08');
    expect(latestDayWithPicks([a, b], 'SwingAI', Date.parse('2016-06-24T00:00:00Z'))).toBe('2016-06-23');
  });

  it('reads only the asked list, and is undefined when no member ever has a pick', () => {
    const a = member(['2016-06-22', '2016-06-23'], ['2016-06-22']);
    expect(latestDayWithPicks([a], 'MidTermAI')).toBeUndefined();
    expect(latestDayWithPicks([], 'SwingAI')).toBeUndefined();
  });

  it('agrees with a plain loop over every day on random members', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 50; trial++) {
      const specs = Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
        const days = dayList(`2015-01-${String(1 + Math.floor(random() * 20)).padStart(2, '0')}`, 5 + random() * 40);
        return { days, picks: days.filter(() => random() < 0.08) };
      });
      const members = specs.map((s) => member(s.days, s.picks));
      expect(latestDayWithPicks(members, 'SwingAI')).toBe(plainLatest(specs));
    }
  });
});
