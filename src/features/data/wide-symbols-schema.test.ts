import { describe, expect, it } from 'vitest';
import { wideSymbolsSchema } from './wide-symbols-schema.ts';

const span = { rows: 10, first: '2020-01-02', last: '2020-01-15' };
const symbols = [
  { ...span, column: 'EEM Close', symbol: 'EEM' },
  { ...span, column: 'ewg', symbol: 'ewg' },
  { ...span, column: 'TIP', symbol: 'TIP' },
];
const schema = wideSymbolsSchema(symbols);

describe('wideSymbolsSchema', () => {
  it('keeps the ticked columns in the file’s order, each with its symbol', () => {
    expect(schema.parse({ columns: ['TIP', 'EEM Close'], symbolKind: 'etf' })).toEqual({
      columns: [
        { column: 'EEM Close', symbol: 'EEM' },
        { column: 'TIP', symbol: 'TIP' },
      ],
      symbolKind: 'etf',
    });
  });

  it('refuses no column, and names a ticked symbol the library cannot use', () => {
    const none = schema.safeParse({ columns: [], symbolKind: 'etf' });
    expect(none.error?.issues.map((i) => i.message)).toEqual(['Tick at least one symbol to keep']);
    const lower = schema.safeParse({ columns: ['ewg', 'TIP'], symbolKind: 'stock' });
    expect(lower.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'columns',
        'ewg cannot be a symbol (1 to 20 capital letters, digits or . _ ^ -): leave it out, or rename the column in the file.',
      ],
    ]);
  });
});
