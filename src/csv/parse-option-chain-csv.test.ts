import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { putPrice } from '../engine/options/black-scholes.ts';
import { putOpportunities } from '../engine/options/put-opportunities.ts';
import { csvError } from './expect-csv-error.ts';
import { looksLikeOptionChain, parseOptionChainCsv } from './parse-option-chain-csv.ts';

const SAMPLE = fileURLToPath(new URL('../../public/samples/options/put-chain-MADE-UP.csv', import.meta.url));

const HEADER = 'date,ticker,close,type,expiration,strike,last price,volume,open interest,IV,delta,vega,contract symbol';

describe('parseOptionChainCsv', () => {
  it('reads every field of a row', () => {
    const csv = `${HEADER}\n2022-03-10,msft,285.59,put,2022-03-25,270,2.15,310,4200,0.3712,-0.2211,0.1843,MSFT220325P00270000\n`;
    const { quotes, warnings } = parseOptionChainCsv(csv);
    expect(quotes).toEqual([
      {
        ticker: 'MSFT',
        close: 285.59,
        expiration: '2022-03-25',
        strike: 270,
        lastPrice: 2.15,
        volume: 310,
        openInterest: 4200,
        iv: 0.3712,
        delta: -0.2211,
        vega: 0.1843,
        contractSymbol: 'MSFT220325P00270000',
        date: '2022-03-10',
        type: 'put',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('matches header aliases in any case and spelling', () => {
    const csv =
      'Quote Date,Symbol,Underlying_Price,Option Type,expirDate,STRIKE,lastPrice,Volume,OI,impliedVolatility,Delta,Vega,contractSymbol\n' +
      '3/10/2022,SPY,425,C,4/14/2022,430,8.5,,,0.25,0.45,0.5,SPY220414C00430000\n';
    const [q] = parseOptionChainCsv(csv).quotes;
    expect(q).toMatchObject({ ticker: 'SPY', close: 425, type: 'call', expiration: '2022-04-14', date: '2022-03-10' });
    expect([q.lastPrice, q.iv, q.volume, q.openInterest]).toEqual([8.5, 0.25, 0, 0]);
    const other = 'underlying,underlying close,close,expiry,strike,last,date,iv,putCall,open_interest\n';
    const [r] = parseOptionChainCsv(`${other}spx,4259.52,12.3,2022-05-13,4000,95.1,2022-03-10,0.3,P,17\n`).quotes;
    // underlying close wins over close (which may be the option's own close)
    expect(r).toMatchObject({ ticker: 'SPX', close: 4259.52, type: 'put', openInterest: 17, contractSymbol: '' });
  });

  it('reads the type from the OCC contract symbol when there is no Type column or the cell is empty', () => {
    const head = 'date,ticker,close,expiration,strike,last price,iv,contractSymbol';
    const { quotes, warnings } = parseOptionChainCsv(
      `${head}\n2022-03-10,MSFT,285.59,2022-03-25,270,2.15,0.37,MSFT220325P00270000\n` +
        `2022-03-10,SPX,4259.52,2022-03-25,4300,60,0.25,SPXW  220325C04300000\n`,
    );
    expect(quotes.map((q) => q.type)).toEqual(['put', 'call']);
    expect(quotes.map((q) => [q.delta, q.vega])).toEqual([
      [NaN, NaN],
      [NaN, NaN],
    ]);
    expect(warnings).toEqual([
      'the file has no Delta column; deltas read as not given (NaN)',
      'the file has no Vega column; vegas read as not given (NaN)',
    ]);
    const mixed = parseOptionChainCsv(`${head},type\n2022-03-10,X,10,2022-03-25,9,0.1,0.3,X220325P00009000,\n`);
    expect(mixed.quotes[0].type).toBe('put');
  });

  it('reads an IV above 5 as a percent, with a warning', () => {
    const head = 'date,ticker,close,type,expiration,strike,last price,iv';
    const { quotes, warnings } = parseOptionChainCsv(
      `${head}\n2022-03-10,X,10,put,2022-03-25,9,0.1,25\n2022-03-10,X,10,put,2022-03-25,8,0.05,5\n`,
    );
    expect(quotes.map((q) => q.iv)).toEqual([0.25, 5]);
    expect(warnings).toContain('1 row has an IV above 5, read as a percent (25 -> 0.25)');
  });

  it('skips # comment lines and keeps the line numbers of the file', () => {
    const csv = `# made up\n${HEADER}\n# another note\n2022-03-10,X,10,put,2022-03-25,9,abc,1,1,0.3,-0.1,0.01,X220325P00009000\n`;
    const e = csvError(() => parseOptionChainCsv(csv));
    expect([e.row, e.column]).toEqual([4, 'last price']);
    expect(e.message).toBe('Row 4 (line 4 of the file), column last price: "abc" is not a number');
  });

  it('names the row and the column of a bad cell', () => {
    const row = (cells: string): string =>
      `${HEADER}\n2022-03-10,X,10,put,2022-03-25,9,0.1,1,1,0.3,-0.1,0.01,S\n${cells}\n`;
    const cases: [string, string, string][] = [
      ['2022-03-10,X,0,put,2022-03-25,9,0.1,1,1,0.3,-0.1,0.01,S', 'close', '"0" is not above 0'],
      ['2022-03-10,X,10,put,2022-13-25,9,0.1,1,1,0.3,-0.1,0.01,S', 'expiration', '"2022-13-25" is not a date'],
      ['2022-03-10,X,10,put,2022-03-25,9,0.1,-1,1,0.3,-0.1,0.01,S', 'volume', '"-1" is negative'],
      ['2022-03-10,X,10,put,2022-03-25,9,0.1,1,1,,-0.1,0.01,S', 'IV', 'is empty, expected a number'],
      ['2022-03-10,X,10,straddle,2022-03-25,9,0.1,1,1,0.3,-0.1,0.01,S', 'type', '"straddle" is not an option type'],
      ['2022-03-10,,10,put,2022-03-25,9,0.1,1,1,0.3,-0.1,0.01,S', 'ticker', 'is empty'],
      ['2022-03-10,X,10,put,2022-03-25,1,000,0.1,1,1,0.3,-0.1,0.01,S', '', 'values but the header has 13 columns'],
    ];
    for (const [cells, column, reason] of cases) {
      const e = csvError(() => parseOptionChainCsv(row(cells)));
      expect([e.row, e.column], cells).toEqual([3, column]);
      expect(e.reason, cells).toContain(reason);
    }
  });

  it('names a contract symbol it cannot read a type from', () => {
    const head = 'date,ticker,close,expiration,strike,last price,iv,contract symbol';
    const e = csvError(() => parseOptionChainCsv(`${head}\n2022-03-10,X,10,2022-03-25,9,0.1,0.3,X-MAR-9\n`));
    expect([e.row, e.column]).toEqual([2, 'contract symbol']);
    expect(e.reason).toContain('"X-MAR-9" is not an OCC contract symbol');
  });

  it('names a missing required column and its aliases', () => {
    const e = csvError(() => parseOptionChainCsv('date,ticker,close,type,expiration,strike,iv\n'));
    expect([e.row, e.column]).toEqual([1, 'Last Price']);
    expect(e.message).toBe(
      'Header (line 1): missing required column Last Price (any of: lastprice, last); the header has: ' +
        'date, ticker, close, type, expiration, strike, iv',
    );
    const noType = csvError(() => parseOptionChainCsv('date,ticker,close,expiration,strike,iv,last\n'));
    expect(noType.column).toBe('Contract Symbol');
  });

  it('reads the made-up sample chain', () => {
    const { quotes, warnings } = parseOptionChainCsv(readFileSync(SAMPLE, 'utf8'));
    expect(warnings).toEqual([]);
    expect(quotes).toHaveLength(81);
    expect(new Set(quotes.map((q) => q.ticker))).toEqual(new Set(['MSFT', 'SPX', 'SPY']));
    expect(new Set(quotes.map((q) => q.date))).toEqual(new Set(['2022-03-10']));
    expect(quotes.filter((q) => q.type === 'call')).toHaveLength(9);
    expect(quotes.find((q) => q.ticker === 'MSFT')?.close).toBe(285.59);
    expect(quotes.find((q) => q.ticker === 'SPX')?.close).toBe(4259.52);
  });

  it('has made-up puts priced by Black-Scholes (r = 0) at their IVs, which the scanner lists', () => {
    const { quotes } = parseOptionChainCsv(readFileSync(SAMPLE, 'utf8'));
    for (const q of quotes.filter((x) => x.type === 'put')) {
      const years = (Date.parse(q.expiration) - Date.parse(q.date)) / 86_400_000 / 365;
      const model = putPrice({ spot: q.close, strike: q.strike, iv: q.iv, years });
      // prices are rounded to cents
      expect(Math.abs(q.lastPrice - model), q.contractSymbol).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    const list = putOpportunities(quotes);
    expect(list.asOfDate).toBe('2022-03-10');
    expect(list.tickers).toEqual(['MSFT', 'SPX', 'SPY']);
    expect(list.opportunities).toHaveLength(72);
    expect(new Set(list.opportunities.map((o) => o.DTE))).toEqual(new Set([15, 35, 64]));
  });
});

describe('looksLikeOptionChain', () => {
  it('tells an option chain from a price file by its header', () => {
    expect(looksLikeOptionChain(HEADER)).toBe(true);
    expect(looksLikeOptionChain(`\uFEFF# made up\n\n"Expiry";"Strike";"Last"\n1;2;3`)).toBe(true);
    expect(looksLikeOptionChain('contractSymbol\tstrike\texpiration\timpliedVolatility')).toBe(true);
    expect(looksLikeOptionChain('Date,Open,High,Low,Close,Volume\n2020-01-02,1,2,0.5,1.5,100')).toBe(false);
    expect(looksLikeOptionChain('Date,Strike,Close')).toBe(false);
    expect(looksLikeOptionChain('')).toBe(false);
  });
});
