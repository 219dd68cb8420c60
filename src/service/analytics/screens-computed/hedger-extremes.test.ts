import { describe, expect, it } from 'vitest';
import { hedgerExtreme, THREE_YEARS_OF_WEEKS } from './hedger-extremes.ts';

const WEEK = 7 * 86_400_000;
const START = Date.parse('2020-01-07T00:00:00Z');

function weekly(values: number[]) {
  return { time: Float64Array.from(values, (_, i) => START + i * WEEK), value: Float64Array.from(values) };
}

describe('hedgerExtreme', () => {
  it('scores the newest net position against the last 156 weeks (sample standard deviation)', () => {
    // 170 weeks: the first 14 fall out of the window.
    const values = Array.from({ length: 170 }, (_, i) => (i < 14 ? 1e9 : ((i * 37) % 101) - 50));
    values[169] = 120;
    const window = values.slice(170 - THREE_YEARS_OF_WEEKS);
    let sum = 0;
    for (const v of window) sum += v;
    const mean = sum / window.length;
    let squares = 0;
    for (const v of window) squares += (v - mean) ** 2;
    const sd = Math.sqrt(squares / (window.length - 1));
    const record = hedgerExtreme('067651', weekly(values))!;
    expect(record).toMatchObject({
      symbol: '067651',
      name: 'Crude Oil WTI',
      last_value: 120,
      last_update: '2023-04-04',
      three_year_max: 120,
      three_year_min: -50,
      weeks: 156,
    });
    expect(record.net_position).toBe(Math.round(((120 - mean) / sd) * 100) / 100);
    expect(record.net_position).toBeGreaterThan(2);
  });

  it('names an unknown contract by its code and leaves the score empty when positions never change', () => {
    const record = hedgerExtreme('12345X', weekly([5, 5, 5]))!;
    expect(record.name).toBe('12345X');
    expect(record.net_position).toBeNull();
    expect(hedgerExtreme('067651', weekly([]))).toBeUndefined();
  });
});
