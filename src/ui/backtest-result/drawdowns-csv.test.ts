import { describe, expect, it } from 'vitest';
import { csvText } from '../table/csv-file.ts';
import { drawdownsToCsv } from './drawdowns-csv.ts';

describe('drawdownsToCsv', () => {
  it('writes one line per episode, leaving the recovery empty when there was none', () => {
    expect(
      csvText(
        drawdownsToCsv([
          {
            peak_date: '2020-02-19',
            trough_date: '2020-03-23',
            recovery_date: '2020-08-18',
            depth_pct: -33.92,
            bars_to_trough: 23,
            bars_to_recovery: 104,
          },
          {
            peak_date: '2022-01-03',
            trough_date: '2022-10-12',
            recovery_date: null,
            depth_pct: -25.43,
            bars_to_trough: 195,
            bars_to_recovery: null,
          },
        ]),
      ),
    ).toBe(
      'Rank,Peak,Trough,Recovery,Depth %,Bars to trough,Bars to recovery\r\n' +
        '1,2020-02-19,2020-03-23,2020-08-18,-33.92,23,104\r\n' +
        '2,2022-01-03,2022-10-12,,-25.43,195,\r\n',
    );
  });
});
