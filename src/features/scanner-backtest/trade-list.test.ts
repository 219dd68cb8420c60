import { describe, expect, it } from 'vitest';
import type { ScannerClosedTrade, ScannerTradeRecord } from '../../contract/index.ts';
import { joinTrades, parseTradeList } from './trade-list.ts';

const record = (Symbol: string, Date: string, Signal = 'RSI'): ScannerTradeRecord => ({
  Date,
  Symbol,
  Close: 10,
  Direction: 'Long',
  Signal,
  ProfitTarget: 4,
  StopLoss: 6,
  TimeInMarket: 10,
  WinRate: 60,
  Kelly: 0.2,
  'Expected Return(%)': 1,
  Optix: null,
  TrendScore: 5,
  RelTrendScore: 5,
});

const closed = (Symbol: string, EntryDate: string, ExitDate: string, Signal = 'RSI'): ScannerClosedTrade => ({
  Symbol,
  Signal,
  Direction: 'Long',
  EntryDate,
  EntryPrice: 10,
  ExitDate,
  ExitPrice: 11,
  Shares: 5,
  Return: 10,
  ExitReason: 'profit target',
});

describe('the trade list', () => {
  it('reads TRADE LIST’s JSON text and says what is wrong with text that does not read', () => {
    expect(parseTradeList(JSON.stringify([record('A', '2018-01-02')]))).toEqual({
      ok: true,
      records: [record('A', '2018-01-02')],
    });
    expect(parseTradeList('[{')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^TRADE LIST is not JSON/),
    });
    expect(parseTradeList('[{"Date": 1}]')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^TRADE LIST has an unexpected record \(0\.Date: /),
    });
  });

  it('pairs each entry with the exit of the same symbol, signal and day, in order, whatever the exits’ order', () => {
    const records = [
      record('A', '2018-01-02'),
      record('B', '2018-01-02'),
      record('A', '2018-01-02'),
      record('C', '2018-01-03'),
    ];
    const exits = [
      closed('B', '2018-01-02', '2018-01-09'),
      closed('A', '2018-01-02', '2018-01-05'),
      closed('A', '2018-01-02', '2018-01-08'),
      // Same symbol and day, another signal: not C's exit.
      closed('C', '2018-01-03', '2018-01-04', 'MA'),
    ];
    const rows = joinTrades(records, exits);
    expect(rows.map((r) => [r.number, r.record.Symbol, r.exit?.ExitDate])).toEqual([
      [1, 'A', '2018-01-05'],
      [2, 'B', '2018-01-09'],
      [3, 'A', '2018-01-08'],
      [4, 'C', undefined],
    ]);
    expect(joinTrades(records, undefined).every((r) => r.exit === undefined)).toBe(true);
  });
});
