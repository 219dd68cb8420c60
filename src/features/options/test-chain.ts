import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Test-only: the bundled made-up chain read straight from its CSV, and the spec's formulas (2.6) worked out here on
 * their own, so the screen's figures are checked against numbers the service did not produce.
 */

const CHAIN_FILE = join(import.meta.dirname, '../../../public/samples/options/put-chain-MADE-UP.csv');

export interface ChainRow {
  date: string;
  ticker: string;
  close: number;
  type: string;
  expiration: string;
  strike: number;
  lastPrice: number;
  volume: number;
  openInterest: number;
  iv: number;
  delta: number;
  contractSymbol: string;
}

/** The file's rows, `#` comment lines skipped; columns by their header names. */
export function readChain(): ChainRow[] {
  const lines = readFileSync(CHAIN_FILE, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const header = lines[0].split(',');
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    const cell = (name: string) => {
      const i = header.indexOf(name);
      if (i < 0) throw new Error(`the sample chain has no ${name} column`);
      return cells[i];
    };
    return {
      date: cell('date'),
      ticker: cell('ticker'),
      close: Number(cell('close')),
      type: cell('type'),
      expiration: cell('expiration'),
      strike: Number(cell('strike')),
      lastPrice: Number(cell('lastPrice')),
      volume: Number(cell('volume')),
      openInterest: Number(cell('openInterest')),
      iv: Number(cell('IV')),
      delta: Number(cell('delta')),
      contractSymbol: cell('contractSymbol'),
    };
  });
}

/** The puts of the latest snapshot date: what the scanner lists by default. */
export function latestPuts(): ChainRow[] {
  const rows = readChain();
  const latest = rows.map((r) => r.date).sort()[rows.length - 1];
  return rows.filter((r) => r.type === 'put' && r.date === latest && r.lastPrice > 0 && r.iv > 0);
}

/** Calendar days from the snapshot to the expiry. */
export function dteOf(row: ChainRow): number {
  return (Date.parse(`${row.expiration}T00:00:00Z`) - Date.parse(`${row.date}T00:00:00Z`)) / 86_400_000;
}

/** erf by Abramowitz and Stegun 7.1.26 (error under 1.5e-7): plenty to rank contracts whose scores differ by 1e-4. */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  return Math.sign(x) * (1 - poly * Math.exp(-x * x));
}

const normalCdf = (x: number) => 0.5 * (1 + erf(x / Math.SQRT2));

/** POP_est by the spec, as a fraction: the Black-Scholes (r = 0) chance of ending above the break-even. */
export function winChanceOf(row: ChainRow): number {
  const sd = row.iv * Math.sqrt(dteOf(row) / 365);
  const be = row.strike - row.lastPrice;
  return normalCdf((Math.log(row.close / be) - (sd * sd) / 2) / sd);
}

/** ev_score by the spec: Black-Scholes (r = 0) win chance, 2% slippage, a 1.2-sigma tail loss, over the margin. */
export function evScoreOf(row: ChainRow): number {
  const sd = row.iv * Math.sqrt(dteOf(row) / 365);
  const win = winChanceOf(row);
  const netCredit = row.lastPrice * 100 * 0.98;
  const tailLoss = Math.max(0, (row.strike - row.close * Math.exp(-1.2 * sd)) * 100 - netCredit);
  return (win * netCredit - (1 - win) * tailLoss) / (row.strike * 100);
}
