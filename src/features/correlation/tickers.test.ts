import { describe, expect, it } from 'vitest';
import { cleanTicker, splitTickers } from './tickers.ts';

describe('tickers as typed', () => {
  it('splits on commas, semicolons and spaces, upper-cases, and keeps each once in order', () => {
    expect(splitTickers(['aapl, msft  goog', 'AAPL;ibm', ' '])).toEqual(['AAPL', 'MSFT', 'GOOG', 'IBM']);
  });

  it('cleans a single ticker', () => {
    expect(cleanTicker(' sp x ')).toBe('SPX');
  });
});
