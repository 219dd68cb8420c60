import { describe, expect, it } from 'vitest';
import type { PriceRow } from './bars.ts';
import { barsFromRows, SeriesError } from './from-rows.ts';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const row = (iso: string, close: number, volume = 100, extra?: Record<string, number>): PriceRow => ({
  time: day(iso),
  open: close,
  high: close + 1,
  low: close - 1,
  close,
  volume,
  extra,
});

describe('barsFromRows', () => {
  it('keeps ascending rows as they are', () => {
    const bars = barsFromRows([row('2020-01-02', 1), row('2020-01-03', 2), row('2020-01-06', 3)]);
    expect(Array.from(bars.close)).toEqual([1, 2, 3]);
    expect(Array.from(bars.time)).toEqual([day('2020-01-02'), day('2020-01-03'), day('2020-01-06')]);
    expect(Array.from(bars.high)).toEqual([2, 3, 4]);
    expect(Array.from(bars.low)).toEqual([0, 1, 2]);
  });

  it('sorts descending rows', () => {
    const bars = barsFromRows([row('2020-01-06', 3), row('2020-01-03', 2), row('2020-01-02', 1)]);
    expect(Array.from(bars.close)).toEqual([1, 2, 3]);
  });

  it('sorts rows in mixed order', () => {
    const bars = barsFromRows([
      row('2020-01-03', 2),
      row('2020-01-06', 3),
      row('2019-12-31', 0.5),
      row('2020-01-02', 1),
    ]);
    expect(Array.from(bars.close)).toEqual([0.5, 1, 2, 3]);
    expect(bars.time[0]).toBe(day('2019-12-31'));
  });

  it('throws a SeriesError naming every repeated date', () => {
    const rows = [
      row('2020-01-03', 2),
      row('2020-01-02', 1),
      row('2020-01-03', 2.5),
      row('2020-01-07', 4),
      row('2020-01-07', 4.5),
      row('2020-01-07', 4.6),
    ];
    let error: unknown;
    try {
      barsFromRows(rows);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SeriesError);
    expect(error).toBeInstanceOf(Error);
    const seriesError = error as SeriesError;
    expect(seriesError.dates).toEqual(['2020-01-03', '2020-01-07']);
    expect(seriesError.message).toContain('2020-01-03');
    expect(seriesError.message).toContain('2020-01-07');
    expect(seriesError.message).toMatch(/duplicate/i);
  });

  it('names intraday duplicates with their time', () => {
    const t = Date.parse('2020-12-15T09:30:00Z');
    const r: PriceRow = { time: t, open: 1, high: 1, low: 1, close: 1, volume: 1 };
    expect(() => barsFromRows([r, { ...r }])).toThrow('2020-12-15 09:30');
  });

  it('floors volume 0, NaN and negative to 1 and keeps other volumes (fractional too)', () => {
    const bars = barsFromRows([
      row('2020-01-02', 1, 0),
      row('2020-01-03', 1, NaN),
      row('2020-01-06', 1, -5),
      row('2020-01-07', 1, 0.25),
      row('2020-01-08', 1, 1234),
    ]);
    expect(Array.from(bars.volume)).toEqual([1, 1, 1, 0.25, 1234]);
  });

  it('keeps the union of extra columns, NaN where a row has none, in sorted order', () => {
    const bars = barsFromRows([
      row('2020-01-03', 2, 100, { Entry1: 1 }),
      row('2020-01-02', 1, 100, { 'Adj Close': 0.9 }),
      row('2020-01-06', 3),
    ]);
    expect(Object.keys(bars.columns)).toEqual(['Entry1', 'Adj Close']);
    expect(Array.from(bars.columns.Entry1)).toEqual([NaN, 1, NaN]);
    expect(Array.from(bars.columns['Adj Close'])).toEqual([0.9, NaN, NaN]);
  });

  it('gives empty columns for no rows, and rejects a row without a valid time', () => {
    const empty = barsFromRows([]);
    expect(empty.time.length).toBe(0);
    expect(empty.columns).toEqual({});
    expect(() => barsFromRows([{ ...row('2020-01-02', 1), time: NaN }])).toThrow(SeriesError);
  });
});
