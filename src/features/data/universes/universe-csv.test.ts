import { describe, expect, it } from 'vitest';
import { nameFromFile, parseUniverseCsv } from './universe-csv.ts';

describe('parseUniverseCsv', () => {
  it('reads a Ticker column in any case with its sectors, each symbol once, in file order', () => {
    const text =
      'Name,TICKER,sector\nApple,aapl,Tech\nExxon, xom ,Energy\n"Berkshire, B",BRK-B,\nApple again,AAPL,Tech\n\n';
    expect(parseUniverseCsv(text)).toEqual({
      ok: true,
      universe: { symbols: ['AAPL', 'XOM', 'BRK-B'], sectors: { AAPL: 'Tech', XOM: 'Energy' } },
    });
    expect(parseUniverseCsv('\uFEFFSymbol\nmsft\n')).toEqual({
      ok: true,
      universe: { symbols: ['MSFT'], sectors: {} },
    });
  });

  it('names the row and the column of each problem, and a file without a symbol column', () => {
    const read = parseUniverseCsv('Symbol,Sector\nAAPL,Tech\n,Energy\nM$FT,Tech\n');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    // The header is row 1: the empty symbol is on row 3, M$FT on row 4.
    expect(read.problems[0]).toBe('Row 3, column Symbol: empty.');
    expect(read.problems[1]).toMatch(/^Row 4, column Symbol: “M\$FT”: a symbol may hold only/);
    expect(parseUniverseCsv('Name,Weight\nApple,3\n')).toEqual({
      ok: false,
      problems: ['Row 1: no column named Symbol or Ticker (its columns are Name, Weight).'],
    });
    expect(parseUniverseCsv('Ticker\n')).toEqual({ ok: false, problems: ['The file has no rows under Ticker.'] });
  });

  it('makes a universe name of a file name', () => {
    expect(nameFromFile('my tech (2026).csv')).toBe('my tech 2026');
  });
});
