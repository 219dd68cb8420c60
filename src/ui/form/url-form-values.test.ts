import { describe, expect, it } from 'vitest';
import { searchWithValues, valuesFromSearch, valuesKey } from './url-form-values.ts';

const DEFAULTS = { ticker: 'SPX', start_year: '', overlap: false, symbols: ['SPY', 'GLD'] };

describe('form values in the address', () => {
  it('reads each field in its default’s shape and leaves unnamed fields at their defaults', () => {
    const search = new URLSearchParams('ticker=QQQ&overlap=1&symbols=TLT,%20IWM,&other=x');
    expect(valuesFromSearch(search, DEFAULTS)).toEqual({
      ticker: 'QQQ',
      start_year: '',
      overlap: true,
      symbols: ['TLT', 'IWM'],
    });
  });

  it('keeps a tick box at its default when the address holds neither 1 nor 0', () => {
    expect(valuesFromSearch(new URLSearchParams('overlap=maybe'), DEFAULTS).overlap).toBe(false);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const next = searchWithValues(
      new URLSearchParams('tab=beta&ticker=QQQ'),
      { ticker: 'SPX', start_year: '2000', overlap: true, symbols: ['SPY', 'GLD'] },
      DEFAULTS,
    );
    expect(next.toString()).toBe('tab=beta&start_year=2000&overlap=1');
  });

  it('puts a prefix before each name, so two forms share one address', () => {
    const written = searchWithValues(new URLSearchParams(), { ...DEFAULTS, ticker: 'DJI' }, DEFAULTS, 'a.');
    expect(written.toString()).toBe('a.ticker=DJI');
    expect(valuesFromSearch(written, DEFAULTS).ticker).toBe('SPX');
    expect(valuesFromSearch(written, DEFAULTS, 'a.').ticker).toBe('DJI');
  });

  it('reads back what it wrote', () => {
    const values = { ticker: 'N225', start_year: '1990', overlap: true, symbols: ['EEM'] };
    expect(valuesFromSearch(searchWithValues(new URLSearchParams(), values, DEFAULTS), DEFAULTS)).toEqual(values);
  });

  it('gives forms that read the same the same key, spaces around text ignored', () => {
    expect(valuesKey({ ...DEFAULTS, ticker: ' SPX ' }, DEFAULTS)).toBe(valuesKey(DEFAULTS, DEFAULTS));
    expect(valuesKey({ ...DEFAULTS, ticker: 'SP X' }, DEFAULTS)).not.toBe(valuesKey(DEFAULTS, DEFAULTS));
    expect(valuesKey({ ...DEFAULTS, symbols: ['GLD', 'SPY'] }, DEFAULTS)).not.toBe(valuesKey(DEFAULTS, DEFAULTS));
  });
});
