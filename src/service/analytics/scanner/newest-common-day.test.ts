import { describe, expect, it } from 'vitest';
import { barsOn } from '../test-bars.ts';
import { newestCommonDay } from './newest-common-day.ts';

const on = (...days: string[]) => ({ bars: barsOn(days.map((d) => [d, 1] as const)) });
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('newestCommonDay', () => {
  it('is the newest day half of the members trade on, not one file that runs years past the rest', () => {
    // 2016-06-20 is a Monday. A runs to Friday, B to Thursday, C to Wednesday and then on a day in 2022.
    const a = on('2016-06-20', '2016-06-21', '2016-06-22', '2016-06-23', '2016-06-24');
    const b = on('2016-06-20', '2016-06-21', '2016-06-22', '2016-06-23');
    const c = on('2016-06-20', '2016-06-21', '2016-06-22', '2022-03-08');
    // Two of three (the half, rounded up) trade on Thursday; only A on Friday, only C in 2022.
    expect(newestCommonDay([a, b, c])).toBe(day('2016-06-23'));
    // With a fourth member ending Monday, half is still two: Thursday (A, B).
    expect(newestCommonDay([a, b, c, on('2016-06-20')])).toBe(day('2016-06-23'));
  });

  it('skips a day one exchange is closed on and answers the last bar of a single member', () => {
    // B has no bar on Thursday (a holiday there): A and C meet on Thursday, A and B on Friday.
    const a = on('2016-06-22', '2016-06-23', '2016-06-24');
    const b = on('2016-06-22', '2016-06-24');
    const c = on('2016-06-22', '2016-06-23');
    expect(newestCommonDay([a, b, c])).toBe(day('2016-06-24'));
    expect(newestCommonDay([c])).toBe(day('2016-06-23'));
    expect(newestCommonDay([])).toBeUndefined();
  });
});
