import { describe, expect, it } from 'vitest';
import { parseKindsCsv } from './kinds-csv.ts';

describe('parseKindsCsv', () => {
  it('reads symbol,kind lines with an optional header, comments and blank lines, in any case', () => {
    const text =
      '\uFEFFSymbol,Kind\r\n# indices are scanned as ETFs\r\nspx,ETF\r\n\r\n SPY , etf \r\nAAPL,stock\r\n"QQQ","etf"';
    expect([...parseKindsCsv(text)]).toEqual([
      ['SPX', 'etf'],
      ['SPY', 'etf'],
      ['AAPL', 'stock'],
      ['QQQ', 'etf'],
    ]);
    expect(parseKindsCsv('')).toEqual(new Map());
  });

  it('names the line of a bad kind, a line without two cells, and a symbol listed twice', () => {
    expect(() => parseKindsCsv('symbol,kind\nSPY,etf\nGLD,fund\n')).toThrow(
      'line 3: "fund" is not a kind (stock, etf or index)',
    );
    expect(() => parseKindsCsv('SPY,etf\nGLD\n')).toThrow('line 2: expected symbol,kind (e.g. SPY,etf), got "GLD"');
    expect(() => parseKindsCsv('SPY,etf,x\n')).toThrow('line 1: expected symbol,kind');
    expect(() => parseKindsCsv(',etf\n')).toThrow('line 1: expected symbol,kind');
    expect(() => parseKindsCsv('SPY,etf\nspy,stock\n')).toThrow('line 2: SPY is listed again (first on line 1)');
  });

  it('reads the header only as the first line: later it is a bad kind', () => {
    expect(() => parseKindsCsv('SPY,etf\nsymbol,kind\n')).toThrow('line 2: "kind" is not a kind (stock, etf or index)');
  });
});
