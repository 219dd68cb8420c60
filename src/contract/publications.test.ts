import { describe, expect, it } from 'vitest';
import {
  isIdeasScreen,
  ReportSchema,
  ReportsQuerySchema,
  SCREEN_FIELDS,
  SCREEN_KEYS,
  screenCategory,
  ScreenQuerySchema,
  screenRecordsSchema,
} from './index.ts';

describe('screens in the contract', () => {
  it('has the 15 keys of spec 4.7, the six ideas screens among them', () => {
    expect(SCREEN_KEYS).toHaveLength(15);
    expect(SCREEN_KEYS.filter(isIdeasScreen)).toEqual([
      'stocks-long-ideas',
      'stocks-short-ideas',
      'nasdaq100-long-ideas',
      'nasdaq100-short-ideas',
      'russell3000-long-ideas',
      'russell3000-short-ideas',
    ]);
    expect(screenCategory('commod-hedger-extremes')).toBe('D');
    expect(screenCategory('nasdaq100-dividend')).toBe('G');
  });

  it('gives each category the fields of spec 2.7, in order', () => {
    expect(Object.keys(SCREEN_FIELDS.B)).toEqual([
      'symbol',
      'chart_name',
      'name',
      'group',
      'last_value',
      'last_update',
      'close',
      'MA',
    ]);
    expect(Object.keys(SCREEN_FIELDS.F)).toEqual(['chart_name', 'last_value', 'last_update', 'group', '10MA']);
    expect(Object.keys(SCREEN_FIELDS.G)).toHaveLength(12);
  });

  it('reads a record leniently: extra fields kept, a null figure allowed', () => {
    const record = {
      chart_name: 'X',
      last_value: null,
      last_update: '2026-11-20',
      group: 'G',
      '10MA': 4,
      note: 'kept',
    };
    expect(screenRecordsSchema('optix-exhaustion').parse([record])).toEqual([record]);
  });

  it('refuses a record without a field or with a figure as text, naming it', () => {
    const missing = screenRecordsSchema('optix-exhaustion').safeParse([{ chart_name: 'X', last_value: 1 }]);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['0.last_update', '0.group', '0.10MA']);
    const text = screenRecordsSchema('etf-sector-ma').safeParse([
      { symbol: 'X', chart_name: 'C', name: 'N', last_value: '5', last_update: 'd', over_10: 1, over_200: 2 },
    ]);
    expect(text.error?.issues[0]).toMatchObject({ path: [0, 'last_value'], message: 'expected a number (or null)' });
  });

  it('wants a dividend report_date as YYYY-MM-DD', () => {
    const base = Object.fromEntries(Object.keys(SCREEN_FIELDS.G).map((f) => [f, 1]));
    const row = { ...base, name: 'N', symbol: 'S', report_date: '11/20/2026' };
    expect(screenRecordsSchema('sp1500-dividend').safeParse([row]).error?.issues[0].path).toEqual([0, 'report_date']);
  });

  it('reads the screen query: a known key, an optional calendar date, empty meaning none', () => {
    expect(ScreenQuerySchema.parse({ key: 'etf-sector-ma', date: '' })).toEqual({ key: 'etf-sector-ma' });
    expect(ScreenQuerySchema.parse({ key: 'stocks-long-ideas', date: '2026-11-20' })).toEqual({
      key: 'stocks-long-ideas',
      date: '2026-11-20',
    });
    expect(ScreenQuerySchema.safeParse({ key: 'ETF-SECTOR-MA' }).success).toBe(false);
  });
});

describe('reports in the contract', () => {
  it('reads n as a whole number from 1 to 10, 5 when absent or empty', () => {
    expect(ReportsQuerySchema.parse({})).toEqual({ n: 5 });
    expect(ReportsQuerySchema.parse({ n: '' })).toEqual({ n: 5 });
    expect(ReportsQuerySchema.parse({ n: '10', report_type: 'tradingedge' })).toEqual({
      n: 10,
      report_type: 'tradingedge',
    });
    for (const n of ['0', '11', '-1', '3.5', 'x']) expect(ReportsQuerySchema.safeParse({ n }).success, n).toBe(false);
  });

  it('reads a report with its five fields and keeps any others', () => {
    const report = {
      title: 'T',
      post_content: '<p>x</p>',
      author: 'A',
      url: 'https://example.com',
      publish_date: '2026-11-20',
      tags: ['a'],
    };
    expect(ReportSchema.parse(report)).toEqual(report);
    expect(ReportSchema.safeParse({ ...report, publish_date: '2026-11-31' }).success).toBe(false);
  });
});
