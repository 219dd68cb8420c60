import { describe, expect, it } from 'vitest';
import { csvRowsToBars } from './csv-rows-to-bars.ts';

describe('csvRowsToBars', () => {
  it('reads the rows of a CSV-mode task, sorted, whatever the case of the column names', () => {
    const bars = csvRowsToBars([
      { Date: '2020-01-03', Open: '11', High: '13', Low: '10', Close: '12', Volume: '1000', Entry1: 1 },
      { date: '2020-01-02', open: 10, high: 12, low: 9, close: 11, volume: 900 },
    ]);
    expect(bars).toEqual({
      dates: ['2020-01-02', '2020-01-03'],
      open: [10, 11],
      high: [12, 13],
      low: [9, 10],
      close: [11, 12],
      volume: [900, 1000],
    });
  });

  it('skips rows it cannot read and keeps the first of a repeated date', () => {
    const bars = csvRowsToBars([
      { Date: '2020-01-02', Open: 1, High: 2, Low: 1, Close: 2, Volume: 5 },
      { Date: '2020-01-02', Open: 9, High: 9, Low: 9, Close: 9, Volume: 9 },
      { Date: '2020-01-03', Open: 'x', High: 2, Low: 1, Close: 2, Volume: 5 },
      'not a row',
    ]);
    expect(bars?.dates).toEqual(['2020-01-02']);
    expect(bars?.close).toEqual([2]);
  });

  it('gives null without readable rows', () => {
    expect(csvRowsToBars(undefined)).toBeNull();
    expect(csvRowsToBars([])).toBeNull();
    expect(csvRowsToBars([{ Date: 5 }])).toBeNull();
  });
});
