import { describe, expect, it } from 'vitest';
import { putOpportunities } from './put-opportunities.ts';
import { quote } from './test-quote.ts';

describe('putOpportunities', () => {
  // The strike-95 put scores -0.0021985865 and the strike-80 put 0.0012140761 (see put-opportunity.test.ts); the
  // strike-85 put at 0.30 has no tail loss either (stressed 89.45 > 85), be = 84.7, N(d2) = 0.9591612052, so it
  // scores 0.9591612052 x 29.4 / 8500 = 0.0033175693, the best of the three.
  const quotes = [
    quote({ ticker: 'BBB', strike: 95, lastPrice: 1.25 }),
    quote({ ticker: 'AAA', strike: 80, lastPrice: 0.1 }),
    quote({ ticker: 'BBB', strike: 85, lastPrice: 0.3 }),
    quote({ ticker: 'CCC', type: 'call', strike: 105, lastPrice: 1 }),
    quote({ ticker: 'DDD', expiration: '2022-03-01' }),
    quote({ ticker: 'EEE', date: '2022-03-09', expiration: '2022-04-14' }),
  ];

  it('lists the puts of the latest snapshot by ev_score, best first, with their tickers', () => {
    const list = putOpportunities(quotes);
    expect(list.asOfDate).toBe('2022-03-10');
    expect(list.opportunities.map((o) => `${o.ticker} ${o.strike}`)).toEqual(['BBB 85', 'AAA 80', 'BBB 95']);
    expect(list.tickers).toEqual(['AAA', 'BBB']);
    const scores = list.opportunities.map((o) => o.ev_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('lists an earlier snapshot when asked for its date, and nothing for a date without quotes', () => {
    const earlier = putOpportunities(quotes, '2022-03-09');
    expect(earlier.asOfDate).toBe('2022-03-09');
    expect(earlier.opportunities.map((o) => o.ticker)).toEqual(['EEE']);
    expect(earlier.opportunities[0].DTE).toBe(36);
    expect(putOpportunities(quotes, '2022-03-08')).toEqual({ asOfDate: '2022-03-08', tickers: [], opportunities: [] });
    expect(putOpportunities([])).toEqual({ asOfDate: null, tickers: [], opportunities: [] });
  });

  it('breaks ties by ticker, expiration and strike', () => {
    const same = [quote({ ticker: 'B' }), quote({ ticker: 'A', strike: 95 }), quote({ ticker: 'A' })];
    const list = putOpportunities(same);
    expect(list.opportunities.map((o) => o.ticker)).toEqual(['A', 'A', 'B']);
  });
});
