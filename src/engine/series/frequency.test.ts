import { describe, expect, it } from 'vitest';
import { inferFrequency } from './frequency.ts';

const DAY = 86_400_000;
const start = Date.parse('2020-01-06T00:00:00Z'); // a Monday

function weekdays(n: number): Float64Array {
  const out: number[] = [];
  for (let t = start; out.length < n; t += DAY) {
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(t);
  }
  return Float64Array.from(out);
}

describe('inferFrequency', () => {
  it('reads weekday sessions with weekends and holidays as Daily', () => {
    const t = weekdays(300);
    expect(inferFrequency(t)).toBe('Daily');
    const withHolidays = t.filter((_, i) => i % 17 !== 5);
    expect(inferFrequency(withHolidays)).toBe('Daily');
  });

  it('reads 1-minute and hourly bars as Hourly', () => {
    expect(inferFrequency(Float64Array.from({ length: 500 }, (_, i) => start + i * 60_000))).toBe('Hourly');
    expect(inferFrequency(Float64Array.from({ length: 500 }, (_, i) => start + i * 3_600_000))).toBe('Hourly');
  });

  it('reads weekly bars (a holiday Friday moves one to Thursday) as Weekly', () => {
    const t = Float64Array.from({ length: 100 }, (_, i) => start + 4 * DAY + i * 7 * DAY - (i % 10 === 3 ? DAY : 0));
    expect(inferFrequency(t)).toBe('Weekly');
  });

  it('reads month-end bars as Monthly', () => {
    const t = Float64Array.from({ length: 60 }, (_, i) => Date.UTC(2015, i + 1, 0));
    expect(inferFrequency(t)).toBe('Monthly');
  });

  it('calls fewer than two bars Daily', () => {
    expect(inferFrequency(new Float64Array(0))).toBe('Daily');
    expect(inferFrequency(Float64Array.of(start))).toBe('Daily');
  });
});
