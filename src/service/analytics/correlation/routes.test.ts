import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SymbolBetaDataSchema, SymbolCorrDataSchema } from '../../../contract/index.ts';
import { FolderMarketData, BUNDLED_SAMPLES_DIR } from '../../../node/folder-market-data.ts';
import type { Service } from '../../router.ts';
import { send, testService } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { barsOn } from '../test-bars.ts';

/** Plain two-pass Pearson r, the second method the service's figures are checked against. */
function pearson(x: number[], y: number[]): number {
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  const my = y.reduce((a, b) => a + b, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((_, i) => {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

function beta(x: number[], bench: number[]): number {
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  const mb = bench.reduce((a, b) => a + b, 0) / bench.length;
  let cov = 0;
  let v = 0;
  x.forEach((_, i) => {
    cov += (x[i] - mx) * (bench[i] - mb);
    v += (bench[i] - mb) ** 2;
  });
  return cov / v;
}

const returns = (closes: number[]) => closes.slice(1).map((c, i) => c / closes[i] - 1);

/*
 * BENCH and two stocks on 2024-03-01..03-08; UP also trades on Saturday 03-02 (a date the others lack, so it is
 * dropped for all), and DOWN moves against the benchmark. Common dates: 1, 4, 5, 6, 7, 8 (6 closes, 5 returns).
 */
const BENCH = [100, 102, 101, 103, 104, 103];
const UP = [50, 51.5, 50.5, 52, 52.2, 51.9];
const DOWN = [20, 19.5, 19.9, 19.1, 18.8, 19.3];
const DATES = ['2024-03-01', '2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08'];
const zip = (closes: number[]) => DATES.map((d, i) => [d, closes[i]] as const);

function handService(): Service {
  return testService({
    marketData: new MemoryMarketData({
      BENCH: barsOn(zip(BENCH)),
      UP: barsOn([...zip(UP).slice(0, 1), ['2024-03-02', 80], ...zip(UP).slice(1)]),
      DOWN: barsOn(zip(DOWN)),
      FLAT: barsOn(zip([5, 5, 5, 5, 5, 5])),
    }),
  });
}

const corrBody = {
  benchmark: 'BENCH',
  stock_comparison: ['UP', 'DOWN'],
  start_date: '2024-03-01',
  end_date: '2024-03-08',
  roll_window: 3,
};

describe('POST /symbol_corr', () => {
  it('answers code 211 with the matrix and rolling correlations on the common dates', async () => {
    const { status, body } = await send(handService(), 'POST', '/symbol_corr', corrBody);
    expect(status).toBe(200);
    expect(body.code).toBe(211);
    const data = SymbolCorrDataSchema.parse(body.data);
    const [b, u, d] = [returns(BENCH), returns(UP), returns(DOWN)];
    expect(data.corr_matrix).toEqual([
      { index: 'BENCH', BENCH: 1, UP: expect.closeTo(pearson(b, u), 12), DOWN: expect.closeTo(pearson(b, d), 12) },
      { index: 'UP', BENCH: expect.closeTo(pearson(b, u), 12), UP: 1, DOWN: expect.closeTo(pearson(u, d), 12) },
      { index: 'DOWN', BENCH: expect.closeTo(pearson(b, d), 12), UP: expect.closeTo(pearson(u, d), 12), DOWN: 1 },
    ]);
    expect(pearson(b, d)).toBeLessThan(0);
    // 5 returns, window 3: rows on the 3rd, 4th and 5th return (03-06, 03-07, 03-08).
    expect(data.corr_roll).toEqual(
      [0, 1, 2].map((k) => ({
        Date: `${DATES[k + 3]}T00:00:00`,
        UP: expect.closeTo(pearson(u.slice(k, k + 3), b.slice(k, k + 3)), 12),
        DOWN: expect.closeTo(pearson(d.slice(k, k + 3), b.slice(k, k + 3)), 12),
        stock_price: BENCH[k + 3],
      })),
    );
  });

  it('defaults roll_window to 21 (code 411 when the window has fewer returns)', async () => {
    const { status, body } = await send(handService(), 'POST', '/symbol_corr', { ...corrBody, roll_window: undefined });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 411, data: null });
    expect(body.msg).toContain('roll_window 21');
  });

  it('reads urlencoded and multipart form bodies, arrays as JSON text', async () => {
    const service = handService();
    const form = new URLSearchParams({
      benchmark: 'bench',
      stock_comparison: '["UP","DOWN"]',
      start_date: '2024-03-01',
      end_date: '2024-03-08',
      roll_window: '3',
    });
    const urlencoded = await service.app.request('/symbol_corr', { method: 'POST', body: form });
    const json = await send(service, 'POST', '/symbol_corr', corrBody);
    expect(await urlencoded.json()).toEqual(json.body);
    const multipart = new FormData();
    for (const [k, v] of form) multipart.set(k, v);
    const fromMultipart = await service.app.request('/symbol_corr', { method: 'POST', body: multipart });
    expect(await fromMultipart.json()).toEqual(json.body);
  });
});

describe('POST /symbol_beta', () => {
  it('answers rolling cov/var betas with prices, and the latest class of each', async () => {
    const { status, body } = await send(handService(), 'POST', '/symbol_beta', corrBody);
    expect(status).toBe(200);
    expect(body.code).toBe(211);
    const data = SymbolBetaDataSchema.parse(body.data);
    const [b, u, d] = [returns(BENCH), returns(UP), returns(DOWN)];
    expect(data.beta_roll[2]).toEqual({
      Date: '2024-03-08T00:00:00',
      UP: expect.closeTo(beta(u.slice(2), b.slice(2)), 12),
      UP_price: 51.9,
      DOWN: expect.closeTo(beta(d.slice(2), b.slice(2)), 12),
      DOWN_price: 19.3,
      stock_price: 103,
    });
    const upBeta = beta(u.slice(2), b.slice(2));
    const downBeta = beta(d.slice(2), b.slice(2));
    expect(upBeta).toBeGreaterThan(0);
    expect(downBeta).toBeLessThan(0);
    expect(data.latest).toEqual([
      {
        symbol: 'UP',
        beta: expect.closeTo(upBeta, 12),
        class: upBeta > 1 ? 'aggressive' : 'defensive',
        Date: '2024-03-08T00:00:00',
      },
      { symbol: 'DOWN', beta: expect.closeTo(downBeta, 12), class: 'inverse', Date: '2024-03-08T00:00:00' },
    ]);
  });
});

describe('correlation errors', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['no benchmark', { ...corrBody, benchmark: undefined }, 'benchmark'],
    ['a date that is not one', { ...corrBody, end_date: '2024-02-30' }, 'end_date'],
    ['dates in the wrong order', { ...corrBody, start_date: '2024-04-01' }, 'start_date'],
    ['comparisons not an array', { ...corrBody, stock_comparison: 'UP' }, 'stock_comparison'],
    ['an empty comparison list', { ...corrBody, stock_comparison: [] }, 'stock_comparison'],
    ['a window of one', { ...corrBody, roll_window: 1 }, 'roll_window'],
  ];
  it.each(bad)('%s is code 400 naming the field', async (_, body, field) => {
    for (const path of ['/symbol_corr', '/symbol_beta']) {
      const answer = await send(handService(), 'POST', path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, data: null });
      expect((answer.body.errors as { path: string }[]).map((e) => e.path)).toContain(field);
    }
  });

  it('is code 400 for a body that is not JSON or is empty', async () => {
    expect((await send(handService(), 'POST', '/symbol_corr', '{"benchmark":')).body).toMatchObject({ code: 400 });
    expect((await send(handService(), 'POST', '/asset_corr', ' ')).body).toMatchObject({ code: 400 });
  });

  it('is code 411 for a symbol without data, naming it, and for a series that does not move', async () => {
    const unknown = await send(handService(), 'POST', '/symbol_corr', {
      ...corrBody,
      stock_comparison: ['UP', 'NOPE'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 411, msg: 'no price data for NOPE (stock_comparison)' });
    const flat = await send(handService(), 'POST', '/symbol_beta', { ...corrBody, stock_comparison: ['FLAT'] });
    expect(flat.body).toMatchObject({ code: 411, msg: 'FLAT did not move between 2024-03-01 and 2024-03-08' });
  });
});

describe('POST /pattern_corr', () => {
  const patternBody = {
    referenceSymbol: 'BENCH',
    referenceStartDate: '2024-03-01',
    referenceEndDate: '2024-03-08',
    comparisonSymbol: 'UP',
    comparisonStartDate: '2024-03-01',
    comparisonEndDate: '2024-03-08',
  };

  it('is 100 for a window against itself and 0 for a mirrored path, with both windows returned', async () => {
    const same = await send(handService(), 'POST', '/pattern_corr', { ...patternBody, comparisonSymbol: 'BENCH' });
    expect(same.body).toMatchObject({ code: 211, data: { pattern_corr: expect.closeTo(100, 9) } });
    const data = (same.body.data as { reference: { Date: string; Close: number }[] }).reference;
    expect(data.map((p) => p.Close)).toEqual(BENCH);
    // DOWN's path mostly mirrors BENCH's: r of the closes is negative, reported as 0.
    expect(pearson(BENCH, DOWN)).toBeLessThan(0);
    const mirrored = await send(handService(), 'POST', '/pattern_corr', { ...patternBody, comparisonSymbol: 'DOWN' });
    expect(mirrored.body).toMatchObject({ code: 211, data: { pattern_corr: 0 } });
  });

  it('resamples the comparison to the reference length', async () => {
    // UP's window has 7 closes (with the Saturday); resampled to 6 points at positions i * 6/5.
    const up = [50, 80, 51.5, 50.5, 52, 52.2, 51.9];
    const resampled = BENCH.map((_, i) => {
      const x = (i * 6) / 5;
      const lo = Math.floor(x);
      return lo >= 6 ? up[6] : up[lo] + (up[lo + 1] - up[lo]) * (x - lo);
    });
    const { body } = await send(handService(), 'POST', '/pattern_corr', patternBody);
    expect(body).toMatchObject({
      code: 211,
      data: { pattern_corr: expect.closeTo(Math.max(0, pearson(BENCH, resampled)) * 100, 9) },
    });
  });

  it('is code 411 for a window with fewer than 3 closes and 400 for an end before the start', async () => {
    const short = await send(handService(), 'POST', '/pattern_corr', {
      ...patternBody,
      comparisonEndDate: '2024-03-02',
    });
    expect(short.body).toMatchObject({ code: 411, msg: expect.stringContaining('UP has 2 closes') });
    const backwards = await send(handService(), 'POST', '/pattern_corr', {
      ...patternBody,
      referenceEndDate: '2024-02-01',
    });
    expect(backwards.status).toBe(400);
    expect((backwards.body.errors as { path: string }[])[0].path).toBe('referenceStartDate');
  });
});

describe('POST /asset_corr on the bundled data', () => {
  const service = () => testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) });

  it('pairs the universe symbols present, lists the missing ones with reasons, and matches a plain computation', async () => {
    const { status, body } = await send(service(), 'POST', '/asset_corr', {
      start_date: '2010-01-01',
      end_date: '2012-12-31',
    });
    expect(status).toBe(200);
    const data = body.data as {
      corr_info: { symbol_1: string; symbol_2: string; correlation: number }[];
      missing: string[];
      missing_reasons: Record<string, string>;
      observations: number;
    };
    // The bundled wide ETF file holds six of the eighteen: EEM, TIP, EFA, IEF, LQD, TLT.
    const present = ['EFA', 'EEM', 'IEF', 'TLT', 'TIP', 'LQD'];
    expect(data.corr_info).toHaveLength((present.length * (present.length - 1)) / 2);
    expect(data.missing).toEqual(['IVV', 'IJH', 'IJR', 'SCZ', 'AGG', 'SHY', 'VNQ', 'GLD', 'DBC', 'HYG', 'USO', 'DXY']);
    expect(data.missing_reasons.IVV).toBe('no price data in this connection');

    // Plain method: the wide CSV's EFA and TLT columns, returns over 2010-2012 (no blanks in this file).
    const lines = readFileSync(join(BUNDLED_SAMPLES_DIR, 'wide', 'ETF-closes.csv'), 'utf8')
      .trim()
      .split(/\r?\n/);
    const header = lines[0].split(',');
    const rows = lines
      .slice(1)
      .map((l) => l.split(','))
      .filter((r) => r[0] >= '2010-01-01' && r[0] <= '2012-12-31');
    const col = (s: string) => rows.map((r) => Number(r[header.indexOf(s)]));
    const efa = returns(col('EFA'));
    const tlt = returns(col('TLT'));
    expect(data.observations).toBe(efa.length);
    const pair = data.corr_info.find((p) => [p.symbol_1, p.symbol_2].sort().join() === 'EFA,TLT')!;
    expect(pair.correlation).toBeCloseTo(pearson(efa, tlt), 10);
  });

  it('adds a picked symbol to the universe and pairs it on the dates both have, with their count', async () => {
    const { status, body } = await send(service(), 'POST', '/asset_corr', {
      start_date: '2010-01-01',
      end_date: '2016-06-30',
      symbols: ['aapl', 'EFA'],
    });
    expect(status).toBe(200);
    const data = body.data as {
      corr_info: { symbol_1: string; symbol_2: string; correlation: number; observations: number }[];
      missing: string[];
    };
    // The six universe symbols the bundled ETF file holds, plus AAPL; EFA is in the universe already.
    expect(data.corr_info).toHaveLength((7 * 6) / 2);
    expect(data.missing).not.toContain('AAPL');

    // Plain method: AAPL's closes and the wide file's EFA column on the dates both have in the window.
    const table = (file: string, column: string) => {
      const lines = readFileSync(join(BUNDLED_SAMPLES_DIR, file), 'utf8').trim().split(/\r?\n/);
      const at = lines[0].split(',').indexOf(column);
      return new Map(lines.slice(1).map((l) => [l.split(',')[0], Number(l.split(',')[at])]));
    };
    const aapl = table('AAPL.csv', 'Close');
    const efa = table(join('wide', 'ETF-closes.csv'), 'EFA');
    const dates = [...aapl.keys()].filter((d) => d >= '2010-01-01' && d <= '2016-06-30' && efa.has(d)).sort();
    const r = (m: Map<string, number>) => returns(dates.map((d) => m.get(d)!));
    const pair = data.corr_info.find((p) => p.symbol_1 === 'EFA' && p.symbol_2 === 'AAPL')!;
    expect(pair.observations).toBe(dates.length - 1);
    expect(pair.correlation).toBeCloseTo(pearson(r(efa), r(aapl)), 10);
    // Pairs of two ETFs keep their longer history: AAPL's shorter one does not cut them.
    const efaTlt = data.corr_info.find((p) => [p.symbol_1, p.symbol_2].sort().join() === 'EFA,TLT')!;
    expect(efaTlt.observations).toBeGreaterThan(pair.observations);
  });

  it('is code 400 naming a picked symbol without prices, or one that is not a ticker', async () => {
    const unknown = await send(service(), 'POST', '/asset_corr', {
      start_date: '2010-01-01',
      end_date: '2016-06-30',
      symbols: ['AAPL', 'NOPE'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 400,
      errors: [{ path: 'symbols', message: 'no price data for NOPE in this connection' }],
    });
    const bad = await send(service(), 'POST', '/asset_corr', {
      start_date: '2010-01-01',
      end_date: '2016-06-30',
      symbols: ['AAPL', 'A B'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, errors: [{ path: 'symbols.1' }] });
    expect(String(bad.body.msg)).toContain('"A B" is not a ticker');
  });

  it('is code 411 when fewer than two universe symbols have prices in the window', async () => {
    const { status, body } = await send(service(), 'POST', '/asset_corr', {
      start_date: '1999-01-01',
      end_date: '2005-12-31',
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 411, data: null });
  });
});
