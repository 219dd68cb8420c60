import { describe, expect, it } from 'vitest';
import { csvError } from './expect-csv-error.ts';
import { csvRowsToPriceRows, SIGNAL_COLUMNS } from './csv-data-rows.ts';

const good = { Date: '2020-01-02', Open: 10, High: 11, Low: 9, Close: 10.5, Volume: 1000 };

describe('csvRowsToPriceRows', () => {
  it('converts rows, filling the missing Entry/Exit columns with 0 and dropping other keys', () => {
    const rows = csvRowsToPriceRows([
      { ...good, Entry1: 1, Exit2: '0.5', Comment: 'x', Extra: 3 },
      { ...good, Date: '2020-01-03', Open: '10.25', Volume: '0', Entry1: null, Exit1: '' },
    ]);
    expect(rows[0]).toEqual({
      time: Date.parse('2020-01-02T00:00:00Z'),
      open: 10,
      high: 11,
      low: 9,
      close: 10.5,
      volume: 1000,
      extra: {
        Entry1: 1,
        Entry2: 0,
        Entry3: 0,
        Entry4: 0,
        Entry5: 0,
        Exit1: 0,
        Exit2: 0.5,
        Exit3: 0,
        Exit4: 0,
        Exit5: 0,
      },
    });
    expect(Object.keys(rows[1].extra ?? {})).toEqual([...SIGNAL_COLUMNS]);
    expect(rows[1].open).toBe(10.25);
    expect(rows[1].volume).toBe(0);
    expect(rows[1].extra?.Entry1).toBe(0);
  });

  it('matches keys in any case', () => {
    const [row] = csvRowsToPriceRows([
      { date: '2020-01-02', open: 1, HIGH: 2, low: 1, close: 1, volume: 5, entry3: 1 },
    ]);
    expect(row.high).toBe(2);
    expect(row.extra?.Entry3).toBe(1);
  });

  it.each([
    [{ ...good, Close: 'abc' }, 'Close', 'csv_data row 2, column Close: "abc" is not a number'],
    [{ ...good, Close: undefined }, 'Close', 'csv_data row 2, column Close: missing required column Close'],
    [{ ...good, Volume: undefined }, 'Volume', 'csv_data row 2, column Volume: missing required column Volume'],
    [{ ...good, Low: 0 }, 'Low', 'csv_data row 2, column Low: 0 is not a positive price (prices must be above 0)'],
    [{ ...good, Volume: -1 }, 'Volume', 'csv_data row 2, column Volume: -1 is a negative volume'],
    [{ ...good, High: '1,234' }, 'High', 'csv_data row 2, column High: "1,234" has a thousands separator'],
    [{ ...good, Open: true }, 'Open', 'csv_data row 2, column Open: true is not a number'],
    [{ ...good, Open: Number.NaN }, 'Open', 'csv_data row 2, column Open: NaN is not a finite number'],
    [{ ...good, Entry2: 'yes' }, 'Entry2', 'csv_data row 2, column Entry2: "yes" is not a number'],
    [
      { ...good, Date: '01/02/2020' },
      'Date',
      'csv_data row 2, column Date: "01/02/2020" is not a date (expected YYYY-MM-DD)',
    ],
    [{ ...good, Date: '2020-02-30' }, 'Date', 'csv_data row 2, column Date: "2020-02-30" is not a date'],
    [{ ...good, Date: 20200102 }, 'Date', 'csv_data row 2, column Date: 20200102 is not a date'],
    [{ ...good, Date: undefined }, 'Date', 'csv_data row 2, column Date: missing required column Date'],
  ])('rejects %j naming the row (index in the array) and column', (bad, column, message) => {
    const e = csvError(() => csvRowsToPriceRows([good, bad as Record<string, unknown>]));
    expect(e.row).toBe(2);
    expect(e.column).toBe(column);
    expect(e.message.startsWith(message)).toBe(true);
  });

  it('rejects a row that is not an object', () => {
    const e = csvError(() => csvRowsToPriceRows([good, good, null as unknown as Record<string, unknown>]));
    expect(e.row).toBe(3);
    expect(e.message).toBe('csv_data row 3: null is not a row object');
  });
});
