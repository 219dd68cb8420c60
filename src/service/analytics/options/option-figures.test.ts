import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OptionResponseSchema } from '../../../contract/index.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { send, testService } from '../../testing/harness.ts';
import { parseOptionChainCsv } from '../../../csv/parse-option-chain-csv.ts';

/*
 * Every figure of the option scanner's answer on the bundled chain, worked out again here from each contract's CSV
 * fields with the formulas of spec analytics-service.md 2.6 (cagr over 365 calendar days, as docs/semantics.md says),
 * using none of the engine's code: dates by Date.UTC, the normal distribution by Simpson's rule on its density.
 */

const csv = readFileSync(new URL('../../../../public/samples/options/put-chain-MADE-UP.csv', import.meta.url), 'utf8');
const quotes = parseOptionChainCsv(csv).quotes;

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** P(Z <= x) for a standard normal Z: 0.5 plus the integral of the density from 0 to x (Simpson, 2,000 steps). */
function normalCdf(x: number): number {
  const n = 2000;
  const h = x / n;
  const density = (t: number) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
  let sum = density(0) + density(x);
  for (let k = 1; k < n; k++) sum += (k % 2 === 1 ? 4 : 2) * density(k * h);
  return 0.5 + (sum * h) / 3;
}

const cents = (x: number) => Math.round(x * 100) / 100;

async function scanDemo() {
  const service = testService({ marketData: new MemoryMarketData({}, [], { optionQuotes: quotes }) });
  const answer = await send(service, 'GET', '/smart-option-scanner/options');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return OptionResponseSchema.parse(answer.body).data;
}

describe('the option scanner on the bundled chain', () => {
  it('gives each figure of each put as the spec computes it from the contract fields', async () => {
    const data = await scanDemo();
    const puts = quotes.filter((q) => q.type === 'put' && q.date === data.as_of_date);
    expect(data.option_data).toHaveLength(puts.length);
    for (const item of data.option_data) {
      const q = puts.find((p) => p.contractSymbol === item.ContractSymbol)!;
      const label = q.contractSymbol;
      const dte = (dayOf(q.expiration) - dayOf(q.date)) / DAY_MS;
      const years = dte / 365;
      const credit = q.lastPrice * 100;
      const margin = q.strike * 100;
      const be = q.strike - q.lastPrice;
      const sd = q.iv * Math.sqrt(years);
      const win = normalCdf((Math.log(q.close / be) - (sd * sd) / 2) / sd);
      const net = credit * 0.98;
      const tail = Math.max(0, (q.strike - q.close * Math.exp(-1.2 * sd)) * 100 - net);
      const ev = (win * net - (1 - win) * tail) / margin;

      expect(item.DTE, label).toBe(dte);
      // money to the cent, exactly
      expect(item.credit, label).toBe(cents(credit));
      expect(item.margin, label).toBe(cents(margin));
      expect(item.be, label).toBe(cents(be));
      // return_per and POP_est are percents; ev_score and cagr fractions
      expect(item.return_per, label).toBeCloseTo((credit / margin) * 100, 9);
      expect(item.POP_est, label).toBeCloseTo(win * 100, 7);
      expect(item.ev_score, label).toBeCloseTo(ev, 9);
      expect(item.cagr, label).toBeCloseTo((ev * 365) / dte, 9);
      expect(item).toMatchObject({ ticker: q.ticker, close: q.close, strike: q.strike, expirDate: q.expiration });
    }
  });

  it('has no money figure with float noise (4.52 x 100 is not 451.99999999999994)', async () => {
    const data = await scanDemo();
    for (const item of data.option_data)
      for (const money of [item.credit, item.margin, item.be]) expect(String(money)).toMatch(/^\d+(\.\d{1,2})?$/);
  });
});
