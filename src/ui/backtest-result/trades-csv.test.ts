import { describe, expect, it } from 'vitest';
import type { Trade } from '../../contract/index.ts';
import { csvText } from '../table/csv-file.ts';
import { tradesToCsv } from './trades-csv.ts';

const trade = (over: Partial<Trade>): Trade => ({
  entry_date: '2012-05-21',
  exit_date: '2012-06-20',
  entry_price: 1315.98999,
  exit_price: 1355.689941,
  return_pct: 3.016737,
  pnl: 3016.737,
  cum_pnl: 3016.737,
  bars_held: 22,
  exit_reason: 'time',
  open: false,
  mae_pct: -3.74243,
  mfe_pct: 3.607168,
  ...over,
});

// Capital 100,000: the first trade's +3.016737% gains 3,016.737; the second's -0.472558% of 103,016.737 loses
// 486.813832, leaving 2,529.923168 in all.
describe('tradesToCsv', () => {
  it('writes a header and one line per trade with unrounded figures', () => {
    const csv = csvText(
      tradesToCsv([
        trade({}),
        trade({
          entry_date: '2015-08-26',
          exit_date: '2015-09-02',
          entry_price: 1940.51,
          exit_price: 1931.34,
          return_pct: -0.472558,
          pnl: -486.813832,
          cum_pnl: 2529.923168,
          bars_held: 6,
          exit_reason: 'stop',
          mae_pct: -5,
          mfe_pct: 0.25,
        }),
      ]),
    );
    expect(csv).toBe(
      'Trade,Entry Date,Exit Date,Entry Price,Exit Price,Return %,P&L,Cumulative P&L,Bars Held,Exit Reason,Open,MAE %,MFE %\r\n' +
        '1,2012-05-21,2012-06-20,1315.98999,1355.689941,3.016737,3016.737,3016.737,22,Max bars held,no,-3.74243,3.607168\r\n' +
        '2,2015-08-26,2015-09-02,1940.51,1931.34,-0.472558,-486.813832,2529.923168,6,Stop loss,no,-5,0.25\r\n',
    );
  });

  it('flags a trade still open at the end', () => {
    const line = csvText(tradesToCsv([trade({ exit_reason: 'end', open: true })])).split('\r\n')[1];
    expect(line).toBe(
      '1,2012-05-21,2012-06-20,1315.98999,1355.689941,3.016737,3016.737,3016.737,22,End of test (still open),yes,-3.74243,3.607168',
    );
  });

  it('writes only the header without trades', () => {
    expect(csvText(tradesToCsv([]))).toBe(
      'Trade,Entry Date,Exit Date,Entry Price,Exit Price,Return %,P&L,Cumulative P&L,Bars Held,Exit Reason,Open,MAE %,MFE %\r\n',
    );
  });

  it('leaves the P&L cells empty for a result stored before they existed', () => {
    const line = csvText(tradesToCsv([trade({ pnl: undefined, cum_pnl: undefined })])).split('\r\n')[1];
    expect(line).toBe(
      '1,2012-05-21,2012-06-20,1315.98999,1355.689941,3.016737,,,22,Max bars held,no,-3.74243,3.607168',
    );
  });

  it('quotes a field holding a comma or a quote', () => {
    const line = csvText(tradesToCsv([trade({ entry_date: '2012-05-21, "noon"' })])).split('\r\n')[1];
    expect(line.startsWith('1,"2012-05-21, ""noon""",2012-06-20,')).toBe(true);
  });

  it('keeps the numbers of a filtered list', () => {
    const lines = csvText(tradesToCsv([trade({}), trade({ return_pct: -1 })], [4, 9])).split('\r\n');
    expect(lines[1].startsWith('4,2012-05-21,')).toBe(true);
    expect(lines[2].startsWith('9,2012-05-21,')).toBe(true);
  });
});
