import { describe, expect, it } from 'vitest';
import type { OptionItem } from '../../contract/index.ts';
import { activeFilterCount, filterOptions, NO_FILTERS, readFilters } from './option-filters.ts';
import { csvText } from '../../ui/table/csv-file.ts';
import { optionsCsv } from './options-csv.ts';
import { DEFAULT_SORT, nextSort, sortOptions } from './option-sort.ts';

function item(over: Partial<OptionItem>): OptionItem {
  return {
    ticker: 'XYZ',
    close: 100,
    expirDate: '2022-04-14',
    DTE: 35,
    strike: 95,
    be: 93.75,
    POP_est: 80,
    credit: 125,
    margin: 9500,
    return_per: 1.3157894736842104,
    ev_score: 0.01,
    cagr: 0.072,
    Volume: 120,
    OI: 3400,
    IV: 0.3,
    Delta: -0.25,
    Vega: 0.1,
    ContractSymbol: 'XYZ220414P00095000',
    ...over,
  };
}

describe('readFilters', () => {
  it('filters nothing when every field is empty', () => {
    const { filter, errors } = readFilters(NO_FILTERS);
    expect(filter).toEqual({ ticker: '' });
    expect(errors).toEqual({});
    expect(activeFilterCount(filter)).toBe(0);
  });

  it('reads numbers as typed (spaces, thousands commas, a negative delta) and the ticker in capitals', () => {
    const { filter, errors } = readFilters({
      ticker: ' sp ',
      dteMin: ' 7',
      dteMax: '45',
      popMin: '80.5',
      evMin: '-0.5',
      deltaMax: '-0.3',
      volumeMin: '1,000',
      oiMin: '.5',
    });
    expect(errors).toEqual({});
    expect(filter).toEqual({
      ticker: 'SP',
      dteMin: 7,
      dteMax: 45,
      popMin: 80.5,
      evMin: -0.5,
      deltaMax: 0.3,
      volumeMin: 1000,
      oiMin: 0.5,
    });
    expect(activeFilterCount(filter)).toBe(8);
  });

  it('names what a field takes and leaves it out of the filter', () => {
    const { filter, errors } = readFilters({
      ...NO_FILTERS,
      dteMin: '7.5',
      popMin: '120',
      evMin: '1%',
      deltaMax: '2',
      volumeMin: '-1',
      oiMin: '1e3',
    });
    expect(errors).toEqual({
      dteMin: 'Expected a whole number of days, e.g. 7',
      popMin: 'Expected a percent from 0 to 100, e.g. 80',
      evMin: 'Expected a percent of the margin, e.g. 0.5',
      deltaMax: 'Expected a number from 0 to 1, e.g. 0.30',
      volumeMin: 'Expected a number of contracts, 0 or more',
      oiMin: 'Expected a number of contracts, 0 or more',
    });
    expect(filter).toEqual({ ticker: '' });
  });

  it('refuses a DTE max below the min, keeping the min', () => {
    const { filter, errors } = readFilters({ ...NO_FILTERS, dteMin: '30', dteMax: '20' });
    expect(errors).toEqual({ dteMax: 'Must not be below DTE min (30)' });
    expect(filter).toEqual({ ticker: '', dteMin: 30 });
  });
});

describe('filterOptions', () => {
  const rows = [
    item({ ticker: 'SPX', DTE: 15, POP_est: 90, ev_score: 0.004, Delta: -0.1, Volume: 500, OI: 1000 }),
    item({ ticker: 'SPY', DTE: 35, POP_est: 80, ev_score: 0.012, Delta: -0.2, Volume: 1500, OI: 200 }),
    item({ ticker: 'MSFT', DTE: 64, POP_est: 70, ev_score: -0.003, Delta: null, Volume: 50, OI: 5000 }),
  ];
  const tickers = (f: Parameters<typeof filterOptions>[1]) => filterOptions(rows, f).map((r) => r.ticker);

  it('keeps the rows within every bound, ends included', () => {
    expect(tickers({ ticker: '' })).toEqual(['SPX', 'SPY', 'MSFT']);
    expect(tickers({ ticker: 'SP' })).toEqual(['SPX', 'SPY']);
    expect(tickers({ ticker: '', dteMin: 15, dteMax: 35 })).toEqual(['SPX', 'SPY']);
    expect(tickers({ ticker: '', popMin: 80 })).toEqual(['SPX', 'SPY']);
    // The EV floor is in percent of the margin: 0.4% keeps SPX's 0.004 (its end) and SPY's 0.012.
    expect(tickers({ ticker: '', evMin: 0.4 })).toEqual(['SPX', 'SPY']);
    expect(tickers({ ticker: '', evMin: 1 })).toEqual(['SPY']);
    expect(tickers({ ticker: '', evMin: -0.5 })).toEqual(['SPX', 'SPY', 'MSFT']);
    expect(tickers({ ticker: '', volumeMin: 500 })).toEqual(['SPX', 'SPY']);
    expect(tickers({ ticker: '', oiMin: 1000 })).toEqual(['SPX', 'MSFT']);
  });

  it('compares |Delta|, and a row without a delta does not pass a delta filter', () => {
    expect(tickers({ ticker: '', deltaMax: 0.2 })).toEqual(['SPX', 'SPY']);
    expect(tickers({ ticker: '', deltaMax: 0.1 })).toEqual(['SPX']);
  });
});

describe('sorting and CSV', () => {
  const rows = [
    item({ ContractSymbol: 'A', ev_score: 0.01, Delta: -0.3 }),
    item({ ContractSymbol: 'B', ev_score: 0.03, Delta: null }),
    item({ ContractSymbol: 'C', ev_score: -0.02, Delta: -0.1 }),
  ];
  const order = (sort: typeof DEFAULT_SORT) => sortOptions(rows, sort).map((r) => r.ContractSymbol);

  it('ranks by ev_score, highest first, by default; a missing number sorts below every number', () => {
    expect(order(DEFAULT_SORT)).toEqual(['B', 'A', 'C']);
    expect(order({ field: 'Delta', direction: 'desc' })).toEqual(['C', 'A', 'B']);
    expect(order({ field: 'Delta', direction: 'asc' })).toEqual(['B', 'A', 'C']);
  });

  it('turns a header click into the next order: the other way, or numbers high first and text A to Z', () => {
    expect(nextSort(DEFAULT_SORT, 'ev_score')).toEqual({ field: 'ev_score', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'DTE')).toEqual({ field: 'DTE', direction: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'ticker')).toEqual({ field: 'ticker', direction: 'asc' });
  });

  it('writes the spec field names and unrounded numbers, a missing one as an empty cell', () => {
    const lines = csvText(optionsCsv([rows[1]])).split('\r\n');
    expect(lines[0]).toBe(
      'ticker,close,expirDate,DTE,strike,be,POP_est,credit,margin,return_per,ev_score,cagr,Volume,OI,IV,Delta,Vega,ContractSymbol',
    );
    expect(lines[1]).toBe(
      'XYZ,100,2022-04-14,35,95,93.75,80,125,9500,1.3157894736842104,0.03,0.072,120,3400,0.3,,0.1,B',
    );
    expect(lines).toHaveLength(3);
  });
});
