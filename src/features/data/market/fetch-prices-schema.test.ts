import { describe, expect, it } from 'vitest';
import { fetchPricesSchema, splitSymbols } from './fetch-prices-schema.ts';

/** The messages the schema puts on each field, by field. */
function problems(values: { symbols: string; source: string; from: string }): Record<string, string[]> {
  const parsed = fetchPricesSchema.safeParse(values);
  if (parsed.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('splitSymbols', () => {
  it('splits a pasted list on commas, semicolons, spaces, tabs and new lines, upper-cased and each once', () => {
    expect(splitSymbols(' aapl, MSFT\nbrk-b;\t^vix  nvda,,\r\nmsft ')).toEqual([
      'AAPL',
      'MSFT',
      'BRK-B',
      '^VIX',
      'NVDA',
    ]);
  });

  it('reads blank text as no symbols', () => {
    expect(splitSymbols(' \n ,, ')).toEqual([]);
  });
});

describe('fetchPricesSchema', () => {
  it('gives the refresh request: symbols as a list, the source, and "from" only when typed', () => {
    expect(fetchPricesSchema.parse({ symbols: 'spy qqq', source: 'yahoo', from: '' })).toEqual({
      symbols: ['SPY', 'QQQ'],
      source: 'yahoo',
    });
    expect(fetchPricesSchema.parse({ symbols: 'SPY', source: 'stooq', from: '2015-01-02' })).toEqual({
      symbols: ['SPY'],
      source: 'stooq',
      from: '2015-01-02',
    });
  });

  it('puts each problem on its field, naming the field', () => {
    expect(problems({ symbols: '  ', source: 'yahoo', from: '' })).toEqual({
      symbols: ['Symbols: name at least one symbol.'],
    });
    expect(problems({ symbols: 'AAPL', source: '', from: '' })).toEqual({ source: ['Source: choose a source.'] });
    expect(problems({ symbols: 'AAPL', source: 'nasdaq', from: '' })).toEqual({
      source: ['Source: choose a source.'],
    });
    expect(problems({ symbols: 'AAPL', source: 'yahoo', from: '2023-02-30' })).toEqual({
      from: ['From: a date as YYYY-MM-DD, e.g. 2015-01-02.'],
    });
  });

  it('names every symbol that is not one, with the reason', () => {
    expect(problems({ symbols: 'AAPL, MS$FT, A/B', source: 'yahoo', from: '' })).toEqual({
      symbols: [
        'Symbols: “MS$FT”: a symbol may hold only letters, digits and . ^ = - _; “A/B”: a symbol may hold only letters, digits and . ^ = - _.',
      ],
    });
  });

  it('refuses more than 2000 symbols in one fetch', () => {
    const many = Array.from({ length: 2001 }, (_, i) => `S${i}`).join(' ');
    expect(problems({ symbols: many, source: 'yahoo', from: '' })).toEqual({
      symbols: ['Symbols: at most 2000 in one fetch (2001 given).'],
    });
  });
});

describe('fetchPricesSchema with option chains and dividend figures', () => {
  it('asks for them only when ticked', () => {
    expect(fetchPricesSchema.parse({ symbols: 'ko', source: 'yahoo', from: '', snapshots: true })).toEqual({
      symbols: ['KO'],
      source: 'yahoo',
      snapshots: true,
    });
    expect(fetchPricesSchema.parse({ symbols: 'ko', source: 'yahoo', from: '', snapshots: false })).toEqual({
      symbols: ['KO'],
      source: 'yahoo',
    });
  });

  it('refuses them with another source, on the source', () => {
    const parsed = fetchPricesSchema.safeParse({ symbols: 'KO', source: 'stooq', from: '', snapshots: true });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['source', 'Source: option chains and dividend figures come from yahoo only; choose yahoo or untick them.'],
    ]);
  });
});
