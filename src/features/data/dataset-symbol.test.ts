import { describe, expect, it } from 'vitest';
import { symbolFromFileName, symbolProblem } from './dataset-symbol.ts';

describe('symbolFromFileName', () => {
  it('upper-cases the name without its extension', () => {
    expect(symbolFromFileName('spx.csv')).toBe('SPX');
    expect(symbolFromFileName('brk.b.csv')).toBe('BRK.B');
    expect(symbolFromFileName('^gspc.CSV')).toBe('GSPC');
  });

  it('makes a valid symbol of any name', () => {
    expect(symbolFromFileName('my prices (2020).csv')).toBe('MY_PRICES_2020');
    expect(symbolFromFileName('a-very-long-file-name-of-prices.csv')).toBe('A-VERY-LONG-FILE-NAM');
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
