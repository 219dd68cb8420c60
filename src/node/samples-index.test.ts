import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SamplesIndexSchema } from '../service/data/samples-index.ts';
import { BUNDLED_SAMPLES_DIR } from './folder-market-data.ts';

describe('public/samples/index.json', () => {
  const index = SamplesIndexSchema.parse(JSON.parse(readFileSync(join(BUNDLED_SAMPLES_DIR, 'index.json'), 'utf8')));

  it('lists exactly the price files of the folder, each under its file stem', () => {
    const files = readdirSync(BUNDLED_SAMPLES_DIR).filter((f) => f.endsWith('.csv'));
    expect(index.prices.map((p) => p.file).sort()).toEqual(files.sort());
    for (const p of index.prices) expect(p.file).toBe(`${p.symbol}.csv`);
  });

  it('lists exactly the wide close files, each with the symbols of its header', () => {
    const files = readdirSync(join(BUNDLED_SAMPLES_DIR, 'wide')).filter((f) => f.endsWith('.csv'));
    expect(index.wide.map((w) => w.file).sort()).toEqual(files.map((f) => `wide/${f}`).sort());
    for (const w of index.wide) {
      // the header split by hand: Date, then one column per symbol
      const header = readFileSync(join(BUNDLED_SAMPLES_DIR, w.file), 'utf8').split('\n')[0].trim().split(',');
      expect(header[0], w.file).toBe('Date');
      expect(w.symbols, w.file).toEqual(header.slice(1));
    }
  });

  it('lists the ETF closes of the asset-correlation universe', () => {
    const symbols = index.wide.flatMap((w) => w.symbols ?? []);
    for (const s of ['EEM', 'TIP', 'EFA', 'IEF', 'LQD', 'TLT']) expect(symbols, s).toContain(s);
  });

  it('marks the indices (SPX, DJI) as indices, SPY as an ETF, the other price files as stocks, the wide ETF closes as ETFs', () => {
    const kinds = Object.fromEntries(index.prices.map((p) => [p.symbol, p.kind]));
    expect(kinds).toEqual({
      SPX: 'index',
      DJI: 'index',
      SPY: 'etf',
      AAPL: 'stock',
      AMZN: 'stock',
      GOOG: 'stock',
      IBM: 'stock',
      MSFT: 'stock',
      INTC: 'stock',
    });
    for (const w of index.wide) expect(w.kind, w.file).toBe('etf');
  });

  it('defaults a price entry to a stock, a wide entry to ETFs and the option chains to none', () => {
    const bare = SamplesIndexSchema.parse({
      prices: [{ symbol: 'X', file: 'X.csv', origin: 'x' }],
      wide: [{ file: 'wide/w.csv', origin: 'w' }],
      indicators: [],
    });
    expect(bare.prices[0].kind).toBe('stock');
    expect(bare.wide[0].kind).toBe('etf');
    expect(bare.options).toEqual([]);
    expect(() =>
      SamplesIndexSchema.parse({ ...bare, prices: [{ symbol: 'X', file: 'X.csv', origin: 'x', kind: 'fund' }] }),
    ).toThrow();
  });

  it('lists exactly the option-chain files, each said to be made up', () => {
    const files = readdirSync(join(BUNDLED_SAMPLES_DIR, 'options')).filter((f) => f.endsWith('.csv'));
    expect(index.options.map((o) => o.file).sort()).toEqual(files.map((f) => `options/${f}`).sort());
    expect(index.options.map((o) => o.file)).toEqual(['options/put-chain-MADE-UP.csv']);
    for (const o of index.options) expect(o.origin, o.file).toMatch(/made.up/i);
  });

  it('lists exactly the indicator files, with their sidecars', () => {
    const files = readdirSync(join(BUNDLED_SAMPLES_DIR, 'indicators')).filter((f) => f.endsWith('.csv'));
    expect(index.indicators.map((i) => i.file).sort()).toEqual(files.map((f) => `indicators/${f}`).sort());
    for (const i of index.indicators) {
      if (i.sidecar) expect(existsSync(join(BUNDLED_SAMPLES_DIR, i.sidecar))).toBe(true);
    }
  });
});
