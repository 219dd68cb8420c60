import { describe, expect, it } from 'vitest';
import {
  AnalyticsErrorBodySchema,
  ReportsAnswerSchema,
  SCREEN_KEYS,
  ScreenAnswerSchema,
} from '../../../contract/index.ts';
import type { Universe } from '../../../contract/universes.ts';
import { InternalsMarketData } from '../../data/internals-market-data.ts';
import type { StoredSeriesHead } from '../../data/market-source-port.ts';
import { LocalAccount } from '../../local-account.ts';
import { MemoryTaskStore } from '../../memory-task-store.ts';
import type { Publications } from '../../ports.ts';
import { createService } from '../../router.ts';
import { send, sequentialIds, steppingClock } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { MemoryPublications } from '../publications/memory-publications.ts';
import { ComputedPublications } from './computed-publications.ts';
import type { ScreenInputs } from './screen-inputs.ts';
import { CLOSES, fundamentals, meanOf, TINY, tinyBars, universesOf } from './test-universe.ts';

const service = (publications: Publications) =>
  createService({
    marketData: new MemoryMarketData({}),
    tasks: new MemoryTaskStore(),
    accounts: new LocalAccount(),
    clock: steppingClock(),
    ids: sequentialIds(),
    publications,
  });

const SP500: Universe = { ...TINY, name: 'S&P 500', symbols: ['AAA', 'BBB'], sectors: {}, builtin: true };
const WEEK = 7 * 86_400_000;
const cot = {
  time: Float64Array.from([0, 1, 2], (i) => Date.UTC(2026, 10, 3) + i * WEEK),
  value: Float64Array.of(10, 20, 60),
};
const head = (symbol: string, source: 'cftc' | 'yahoo'): StoredSeriesHead => ({
  symbol,
  source,
  kind: 'indicator',
  first: '',
  last: '',
  rows: 3,
  updated_at: '',
  splits: [],
  dividends: [],
});

function loaded(universes: Universe[] = [TINY, SP500]): ScreenInputs {
  const inner = new MemoryMarketData(tinyBars(), [
    { item: { chart_name: '067651', url: '067651', market_symbol: '', type: 'other', updated: 'Weekly' }, series: cot },
  ]);
  return {
    marketData: new InternalsMarketData(inner, () => Promise.resolve(universes)),
    universes: universesOf(...universes),
    store: { list: () => Promise.resolve([head('067651', 'cftc'), head('DGS10', 'yahoo')]) },
    snapshots: { allFundamentals: () => Promise.resolve([fundamentals('BBB', { dividendYield: 0.02 })]) },
  };
}

const records = async (publications: Publications, key: string) =>
  ScreenAnswerSchema.parse((await send(service(publications), 'GET', `/screens?key=${key}`)).body).data;

describe('ComputedPublications', () => {
  it('computes sector breadth over the universe with sectors, saying from what', async () => {
    const rows = await records(new ComputedPublications(loaded()), 'etf-sector-ma');
    expect(rows.map((r) => [r.symbol, r.last_update, r.members_counted])).toEqual([
      ['XLE', '2020-08-17', 1],
      ['XLK', '2020-08-17', 2],
    ]);
    // XLK closes 150 + i / 2: on day 229, 264.5.
    expect(rows[1].last_value).toBe(264.5);
    expect(rows[1].universe).toBe('Tiny');
  });

  it('computes a screen that takes a universe over the one asked for, and refuses one that is not there', async () => {
    const techTwo: Universe = {
      ...TINY,
      name: 'Tech Two',
      symbols: ['AAA', 'BBB'],
      sectors: { AAA: 'Information Technology', BBB: 'Information Technology' },
    };
    const publications = new ComputedPublications(loaded([TINY, SP500, techTwo]));
    const s = service(publications);
    const ask = async (query: string) => send(s, 'GET', `/screens?${query}`);
    const rows = ScreenAnswerSchema.parse((await ask('key=etf-sector-ma&universe=Tech%20Two')).body).data;
    // Both members have day 229; a plain count of closes above their own 10- and 200-day means that day.
    const share = (n: number) =>
      (100 * ['AAA', 'BBB'].filter((m) => CLOSES[m][229] > meanOf(CLOSES[m], n, 229)).length) / 2;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ symbol: 'XLK', universe: 'Tech Two', members_counted: 2 });
    expect([rows[0].over_10, rows[0].over_200]).toEqual([share(10), share(200)]);
    const dividends = ScreenAnswerSchema.parse((await ask('key=sp1500-dividend&universe=tech%20two')).body).data;
    expect(dividends.map((r) => [r.symbol, r.universe])).toEqual([['BBB', 'Tech Two']]);

    expect((await ask('key=etf-sector-ma&universe=Nope')).body).toEqual({
      code: 404,
      msg: 'no universe Nope: GET /data/universes lists them',
      data: null,
    });
    const noSectors = await ask('key=etf-sector-ma&universe=S%26P%20500');
    expect(noSectors.body).toMatchObject({ code: 404, msg: expect.stringMatching(/^S&P 500 has no sectors: /) });
    // A screen that takes no universe ignores it: the hedger screen reads the COT series as before.
    const hedgers = ScreenAnswerSchema.parse((await ask('key=commod-hedger-extremes&universe=Nope')).body).data;
    expect(hedgers.map((r) => r.symbol)).toEqual(['067651']);
  });

  it('computes hedger extremes from the stored cftc series only', async () => {
    const rows = await records(new ComputedPublications(loaded()), 'commod-hedger-extremes');
    // Positions 10, 20, 60: mean 30, sample sd sqrt((400 + 100 + 900) / 2) = sqrt(700).
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      symbol: '067651',
      name: 'Crude Oil WTI',
      last_value: 60,
      last_update: '2026-11-17',
    });
    expect(rows[0].net_position).toBe(Math.round((30 / Math.sqrt(700)) * 100) / 100);
  });

  it('computes the S&P 500 dividend screen from fundamentals, and says what the Nasdaq 100 one needs', async () => {
    const rows = await records(new ComputedPublications(loaded()), 'sp1500-dividend');
    expect(rows.map((r) => [r.symbol, r.divyield, r.universe])).toEqual([['BBB', 2, 'S&P 500']]);
    const { status, body } = await send(
      service(new ComputedPublications(loaded())),
      'GET',
      '/screens?key=nasdaq100-dividend',
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, msg: expect.stringContaining('a universe named "Nasdaq 100"') });
  });

  it('answers 404 saying which data a screen needs and how to get it', async () => {
    const bare = service(new ComputedPublications({ marketData: new MemoryMarketData({}) }));
    const optix = await send(bare, 'GET', '/screens?key=optix-exhaustion');
    expect(optix.status).toBe(404);
    expect(optix.body).toEqual({
      code: 404,
      msg:
        'sentiment exhaustion needs Optix sentiment series named SYMBOL-Optix for any symbol, and their prices: ' +
        'drop a CSV on the Data screen or put it in the data folder',
      data: null,
    });
    const cotNeeded = await send(bare, 'GET', '/screens?key=commod-hedger-extremes');
    expect(cotNeeded.body).toMatchObject({
      code: 404,
      msg: expect.stringMatching(/Commitments of Traders.*cftc source/),
    });
  });

  it('answers every screen 404 with what it needs when nothing is loaded, and how to get it', async () => {
    const bare = service(new ComputedPublications({ marketData: new MemoryMarketData({}) }));
    for (const key of SCREEN_KEYS) {
      const { status, body } = await send(bare, 'GET', `/screens?key=${key}`);
      expect(status, key).toBe(404);
      const { msg } = AnalyticsErrorBodySchema.parse(body);
      expect(msg, key).toMatch(/ needs? /);
      expect(msg, key).toMatch(/Data screen|data folder/);
    }
  });

  it('falls back to the published screen where it cannot compute, and computes over it where it can', async () => {
    const published = new MemoryPublications({
      screens: {
        'optix-exhaustion': [{ chart_name: 'X', last_value: 1, last_update: '2026-01-01', group: 'g', '10MA': 2 }],
        'etf-sector-ma': [],
      },
    });
    const computed = new ComputedPublications(loaded(), published);
    expect((await records(computed, 'optix-exhaustion')).map((r) => r.chart_name)).toEqual(['X']);
    expect(await records(computed, 'etf-sector-ma')).toHaveLength(2);
  });

  it('answers an ideas day without data as the plain "no screen for" 404', async () => {
    const inputs = loaded();
    const marketData = new MemoryMarketData(tinyBars(), [
      {
        item: { chart_name: 'AAA-Optix', url: 'AAA-Optix', market_symbol: 'AAA', type: 'optix', updated: 'Daily' },
        series: { time: tinyBars().AAA.time, value: new Float64Array(CLOSES.AAA.length).fill(20) },
      },
    ]);
    const s = service(new ComputedPublications({ ...inputs, marketData }));
    const latest = ScreenAnswerSchema.parse((await send(s, 'GET', '/screens?key=stocks-long-ideas')).body);
    expect(latest.data.map((r) => [r.symbol, r.date])).toEqual([['AAA', '2020-08-17']]);
    const missing = await send(s, 'GET', '/screens?key=stocks-long-ideas&date=2019-01-02');
    expect(missing.body).toEqual({ code: 404, msg: 'no stocks-long-ideas screen for 2019-01-02', data: null });
  });

  it('writes a breadth report per universe from its internals, its name escaped', async () => {
    const named: Universe = { ...TINY, name: 'Tiny <b>' };
    const s = service(new ComputedPublications(loaded([named])));
    const all = ReportsAnswerSchema.parse((await send(s, 'GET', '/reports?n=10')).body).data;
    expect(all.map((r) => [r.title, r.publish_date, r.url])).toEqual([
      ['Tiny <b> breadth, 2020-08-17', '2020-08-17', ''],
    ]);
    const html = all[0].post_content;
    expect(html).toContain('Tiny &lt;b&gt; % Above 200-Day MA');
    expect(html).not.toContain('<b>');
    // On 2020-08-17 AAA (329 over a rising mean), BBB (falling) and EEE (flat 50, not above) have bars: 1 of 3.
    expect(html).toContain('<td>33.33</td>');
    // AAA, BBB and EEE have the last day; CCC does not, DDD has no prices.
    expect(html).toMatch(/from the 3 of 5 members with prices\s+on 2020-08-17/);
    const quant = ReportsAnswerSchema.parse((await send(s, 'GET', '/reports?report_type=quantedge')).body);
    expect(quant).toMatchObject({ count: 0, data: [] });
  });

  it('on a server, answers the folder’s reports as they are, beside the computed ones', async () => {
    const q = { title: 'q', post_content: '', author: 'a', url: '', publish_date: '2020-01-01' };
    const published = new MemoryPublications({ reports: { quantedge: [q] } });
    const s = service(new ComputedPublications(loaded([TINY]), published));
    const all = ReportsAnswerSchema.parse((await send(s, 'GET', '/reports?n=10')).body).data;
    // newest first: the computed report is of 2020-08-17
    expect(all.map((r) => r.title)).toEqual(['Tiny breadth, 2020-08-17', 'q']);
    const quant = ReportsAnswerSchema.parse((await send(s, 'GET', '/reports?report_type=quantedge')).body).data;
    expect(quant.map((r) => r.title)).toEqual(['q']);
  });
});
