import { describe, expect, it } from 'vitest';
import { internalsBenches } from './internals.bench.ts';

describe('the market internals benchmark at a tiny size', () => {
  it('runs over 12 members of one year, every weekday a date of the panel', async () => {
    const [line] = await internalsBenches({ members: 12, years: 1 }, 1);
    // 2005-01-03 (a Monday) to 2006-01-02: 365 days, 52 weeks and a day, so 52 * 5 + 1 weekdays. Member 0 has them all.
    expect(line.note).toMatch(/^261 dates, /);
    expect(line.budgetMs).toBe(2_000);
  });
});
