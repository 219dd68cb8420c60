import { describe, expect, it } from 'vitest';
import { SCREEN_CATEGORIES, SCREEN_FIELDS, SCREEN_KEYS } from '../../contract/index.ts';
import { FIELD_LABELS, SCREEN_NAMES } from './screen-labels.ts';
import { csvText } from '../../ui/table/csv-file.ts';
import { screenCsv, sortRecords } from './screen-rows.ts';

const rows = [
  { symbol: 'b', pe: 12 },
  { symbol: 'A', pe: null },
  { symbol: 'c', pe: 3 },
  { symbol: 'a10', pe: 12 },
  { symbol: 'a9' },
];
const symbols = (records: Record<string, unknown>[]) => records.map((r) => r.symbol);

describe('sortRecords', () => {
  it('sorts numbers by value, equal values in the given order, missing values last', () => {
    expect(symbols(sortRecords(rows, 'pe', 'asc'))).toEqual(['c', 'b', 'a10', 'A', 'a9']);
    expect(symbols(sortRecords(rows, 'pe', 'desc'))).toEqual(['b', 'a10', 'c', 'A', 'a9']);
  });

  it('sorts text alphabetically ignoring case, numbers inside it by value', () => {
    expect(symbols(sortRecords(rows, 'symbol', 'asc'))).toEqual(['A', 'a9', 'a10', 'b', 'c']);
    expect(symbols(sortRecords(rows, 'symbol', 'desc'))).toEqual(['c', 'b', 'a10', 'a9', 'A']);
  });

  it('leaves the input as it was', () => {
    sortRecords(rows, 'pe', 'asc');
    expect(symbols(rows)).toEqual(['b', 'A', 'c', 'a10', 'a9']);
  });
});

describe('screenCsv', () => {
  it('writes the field names, the values unrounded and quoted where needed, missing values empty', () => {
    const columns = [
      { field: 'name', kind: 'text' as const },
      { field: 'pe_ratio', kind: 'number' as const },
    ];
    const csv = csvText(
      screenCsv(columns, [
        { name: 'Johnson & Johnson', pe_ratio: 15.123456789 },
        { name: 'Realty "O", Inc', pe_ratio: null },
      ]),
    );
    expect(csv).toBe('name,pe_ratio\r\nJohnson & Johnson,15.123456789\r\n"Realty ""O"", Inc",\r\n');
  });
});

describe('screen labels', () => {
  it('name every screen and every field of every category', () => {
    for (const key of SCREEN_KEYS) expect(SCREEN_NAMES[key], key).toBeTruthy();
    for (const category of SCREEN_CATEGORIES)
      for (const field of Object.keys(SCREEN_FIELDS[category])) expect(FIELD_LABELS[field], field).toBeTruthy();
  });
});
