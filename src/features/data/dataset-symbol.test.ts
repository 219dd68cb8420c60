import { describe, expect, it } from 'vitest';
import { likelySymbolKind, symbolFromFileName, symbolProblem } from './dataset-symbol.ts';

describe('symbolFromFileName', () => {
  it('takes the ticker out of the names data sites give their files', () => {
    expect(symbolFromFileName('GLD-2010-YAHOOFINANCE.csv')).toBe('GLD');
    expect(symbolFromFileName('yahoofinance-SPY-20080101-20180101.csv')).toBe('SPY');
    expect(symbolFromFileName('AAPL_daily_prices.csv')).toBe('AAPL');
    expect(symbolFromFileName('msft (1).csv')).toBe('MSFT');
    expect(symbolFromFileName('2015 QQQ history.csv')).toBe('QQQ');
    expect(symbolFromFileName('C:\\downloads\\tlt.csv')).toBe('TLT');
  });

  it('upper-cases the name without its extension, keeping dots and dropping a leading caret', () => {
    expect(symbolFromFileName('spx.csv')).toBe('SPX');
    expect(symbolFromFileName('brk.b.csv')).toBe('BRK.B');
    expect(symbolFromFileName('^gspc.CSV')).toBe('GSPC');
  });

  it('names an indicator by all its words', () => {
    expect(symbolFromFileName('AAII sentiment 2020.csv', true)).toBe('AAII_SENTIMENT');
    expect(symbolFromFileName('put-call-ratio.csv', true)).toBe('PUT_CALL_RATIO');
  });

  it('falls back to the whole name made valid when only dates and usual words are left', () => {
    expect(symbolFromFileName('2020-01-03.csv')).toBe('2020_01_03');
    expect(symbolFromFileName('prices.csv')).toBe('PRICES');
    expect(symbolProblem(symbolFromFileName('_x.csv'))).toBeNull();
  });
});

describe('symbolProblem', () => {
  it('accepts ticker-like symbols only', () => {
    expect(symbolProblem('SPX')).toBeNull();
    expect(symbolProblem('BRK.B')).toBeNull();
    expect(symbolProblem('')).toBe('Enter a symbol');
    expect(symbolProblem('spx')).toMatch(/capital letters/);
    expect(symbolProblem('-SPX')).toMatch(/starting with a letter or digit/);
    expect(symbolProblem('A'.repeat(21))).toMatch(/1 to 20/);
  });
});

describe('likelySymbolKind', () => {
  it('an index by its usual name, else a stock', () => {
    expect(likelySymbolKind('SPX')).toBe('index');
    expect(likelySymbolKind('DJI')).toBe('index');
    expect(likelySymbolKind('GLD')).toBe('stock');
  });
});
