import { describe, expect, it } from 'vitest';
import { NO_TRADE_FILTER } from './trade-filter.ts';
import { TRADE_FILTER_ADDRESS } from './trade-filter-address.ts';

const read = (search: string) => TRADE_FILTER_ADDRESS.read(new URLSearchParams(search));

describe('the trade filter in the address', () => {
  it('reads the filter a link holds', () => {
    expect(read('trades=losers&exit=stop&entered_from=2012-03-01&entered_to=2013-12-31')).toEqual({
      outcome: 'losers',
      reason: 'stop',
      from: '2012-03-01',
      to: '2013-12-31',
    });
  });

  it('reads what it cannot use as no filter', () => {
    expect(read('trades=best&exit=panic&entered_from=2021-02-30&entered_to=yesterday')).toEqual(NO_TRADE_FILTER);
  });

  it('leaves no filter out of the address, and keeps the page’s other parameters', () => {
    const params = new URLSearchParams('trades=winners&exit=time&log=1');
    TRADE_FILTER_ADDRESS.write(params, NO_TRADE_FILTER);
    expect(params.toString()).toBe('log=1');
    TRADE_FILTER_ADDRESS.write(params, { outcome: 'winners', reason: 'all', from: '2010-01-04', to: '' });
    expect(params.toString()).toBe('log=1&trades=winners&entered_from=2010-01-04');
  });
});
