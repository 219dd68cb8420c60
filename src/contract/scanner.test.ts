import { describe, expect, it } from 'vitest';
import {
  SCANNER_SIGNAL_NAMES,
  ScannerBacktestParamsSchema,
  ScannerLatestQuerySchema,
  ScannerSingleQuerySchema,
} from './scanner.ts';

const base = {
  start_date: '2015-01-01',
  end_date: '2015-12-31',
  find_type: 'stock',
  signals: ['All'],
  total_capital: 100000,
  long_short_ratio: '1.0/0.0',
};

function paths(body: Record<string, unknown>): string[] {
  const parsed = ScannerBacktestParamsSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
}

describe('the scanner backtest request', () => {
  it("applies spec 4.5's defaults", () => {
    const p = ScannerBacktestParamsSchema.parse(base);
    expect(p).toMatchObject({
      commission: 0,
      capital_allocate: 'Kelly',
      daily_limit: 3,
      rank_condition: 'StdDev',
      signals: 'All',
      find_type: ['stock'],
      long_short_ratio: { long: 1, short: 0 },
    });
    expect(p.profit_target_range).toBeUndefined();
  });

  it('reads ranges written min-max, negatives included, and refuses a min above the max', () => {
    const p = ScannerBacktestParamsSchema.parse({ ...base, stop_loss_range: '-8--2', trend_range: ' 3 - 10 ' });
    expect(p.stop_loss_range).toEqual({ min: -8, max: -2 });
    expect(p.trend_range).toEqual({ min: 3, max: 10 });
    expect(paths({ ...base, profit_target_range: '8-2' })).toEqual(['profit_target_range']);
    expect(paths({ ...base, optix_range: 'high' })).toEqual(['optix_range']);
  });

  it('reads form text: signals as JSON text or a comma list, numbers as text, find_type combined with /', () => {
    const p = ScannerBacktestParamsSchema.parse({
      ...base,
      signals: '["RSI","Symbol 52-Week High"]',
      total_capital: '2500.5',
      daily_limit: '5',
      find_type: 'ETF/stock',
      capital_allocate: '0.6',
    });
    expect(p).toMatchObject({
      signals: ['RSI', 'Symbol 52-Week High'],
      total_capital: 2500.5,
      daily_limit: 5,
      find_type: ['etf', 'stock'],
      capital_allocate: 0.6,
    });
    expect(ScannerBacktestParamsSchema.parse({ ...base, signals: 'MA, RSI' }).signals).toEqual(['MA', 'RSI']);
  });

  it('names each field that is off', () => {
    expect(
      paths({
        ...base,
        end_date: '2014-12-31',
        signals: ['MA', 'Full Moon'],
        long_short_ratio: '0.7/0.7',
        capital_allocate: '0',
        daily_limit: 0,
        rank_condition: 'Luck',
        total_capital: -1,
      }).sort(),
    ).toEqual(['capital_allocate', 'daily_limit', 'long_short_ratio', 'rank_condition', 'signals', 'total_capital']);
    // The date order is checked once the fields themselves are fine.
    expect(paths({ ...base, end_date: '2014-12-31' })).toEqual(['start_date']);
    expect(paths({ ...base, signals: [] })).toEqual(['signals']);
    expect(paths({ ...base, find_type: 'bond' })).toEqual(['find_type']);
  });

  it('knows the 37 names of spec 2.4', () => {
    expect(SCANNER_SIGNAL_NAMES).toHaveLength(37);
    expect(new Set(SCANNER_SIGNAL_NAMES).size).toBe(37);
  });
});

describe('the stock scanner queries', () => {
  it('read include_backtest from query text and default the pick list to SwingAI', () => {
    expect(ScannerSingleQuerySchema.parse({ include_backtest: 'true' })).toEqual({
      include_backtest: true,
      category: 'SwingAI',
    });
    expect(ScannerLatestQuerySchema.parse({ include_backtest: '0', ticker: 'spy', category: 'MidTermAI' })).toEqual({
      include_backtest: false,
      ticker: 'SPY',
      category: 'MidTermAI',
      with_picks: false,
    });
    expect(ScannerLatestQuerySchema.parse({ with_picks: '1' }).with_picks).toBe(true);
    expect(ScannerSingleQuerySchema.safeParse({ include_backtest: 'maybe' }).success).toBe(false);
    expect(ScannerSingleQuerySchema.safeParse({ start_date: '2020-02-02', end_date: '2020-02-01' }).success).toBe(
      false,
    );
  });
});
