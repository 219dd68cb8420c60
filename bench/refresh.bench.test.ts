import { describe, expect, it } from 'vitest';
import { refreshBenches } from './refresh.bench.ts';

/** Weekdays from one date to another, both counted. */
function weekdays(from: string, to: string): number {
  let n = 0;
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) n++;
  }
  return n;
}

describe('the refresh benchmark at a tiny size', () => {
  it('runs: 3 symbols of one year, every one stored', async () => {
    const [line] = await refreshBenches({ symbols: 3, years: 1 });
    // The replay server's made-up symbols have a bar every weekday of the 365 days up to 2026-10-30.
    expect(line.note).toBe(`${(3 * weekdays('2025-10-30', '2026-10-30')).toLocaleString('en-US')} bars stored`);
    expect(line.budgetMs).toBe(60_000);
  }, 30_000);
});
