import { describe, expect, it } from 'vitest';
import type { ScannerItem } from '../../../contract/index.ts';
import {
  SCANNER_SIGNAL_NAMES,
  SCANNER_SIGNALS_BY_CATEGORY,
  ScannerBacktestTaskSchema,
  ScannerSingleResponseSchema,
} from '../../../contract/index.ts';
import { seededRandom } from '../../../engine/testing/seeded-random.ts';
import type { ValueSeries } from '../../../engine/series/bars.ts';
import { send, testService } from '../../testing/harness.ts';
import { MemoryMarketData } from '../../testing/memory-market-data.ts';
import { barsOn } from '../test-bars.ts';
import { weekdays } from './test-weekdays.ts';
import { NO_OPTION_CHAIN } from '../options/routes.ts';

/*
 * The scanner paths through the router over market data held in memory: what the bundled files cannot show (an Optix
 * series, a connection without an option chain or without ETFs, authentication).
 */

const N = 600;
const dates = weekdays(N);
const random = seededRandom(11);
const closes: number[] = [];
for (let i = 0, p = 50; i < N; i++) closes.push((p *= 1 + (random() - 0.48) * 0.03));
const rows = dates.map((d, i) => [d, closes[i]] as const);

/** Optix at 1 except every 25th bar, where it dips to 0.4: "Optix #4" (crosses below 0.5) fires on those bars. */
const optixValues = dates.map((_, i) => (i % 25 === 24 ? 0.4 : 1));
const optix: ValueSeries = {
  time: new Float64Array(dates.map((d) => Date.parse(`${d}T00:00:00Z`))),
  value: new Float64Array(optixValues),
};

function withOptix() {
  return new MemoryMarketData({ ABC: barsOn(rows) }, [
    {
      item: { chart_name: 'ABC-Optix', url: 'ABC-Optix', market_symbol: 'ABC', type: 'other', updated: 'Daily' },
      series: optix,
    },
  ]);
}

async function picksOf(marketData: MemoryMarketData): Promise<ScannerItem[]> {
  const service = testService({ marketData });
  const answer = await send(service, 'GET', `/smart-stock-scanner/single/abc?start_date=${dates[0]}`);
  expect(answer.status).toBe(200);
  return ScannerSingleResponseSchema.parse(answer.body).data.scanner_data;
}

describe('the stock scanner over an Optix series', () => {
  it('finds Optix signals and reports the Optix value of the pick day when the symbol has a series', async () => {
    const picks = await picksOf(withOptix());
    const optixPicks = picks.filter((p) => p._Signal === 'Optix #4');
    expect(optixPicks.length).toBeGreaterThan(0);
    for (const p of optixPicks) {
      const i = dates.indexOf(p.Date);
      expect(i % 25).toBe(24);
      expect(p.Optix).toBe(0.4);
      expect(p.Direction).toBe('Long');
      // Three earlier dips at least, each held to its exit before this one.
      expect(p.TradeNumber).toBeGreaterThanOrEqual(3);
    }
    for (const p of picks) expect(p.Optix).toBe(optixValues[dates.indexOf(p.Date)]);
  });

  it('has no Optix signal and a null Optix without a series', async () => {
    const picks = await picksOf(new MemoryMarketData({ ABC: barsOn(rows) }));
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.some((p) => p._Signal.startsWith('Optix'))).toBe(false);
    expect(picks.every((p) => p.Optix === null)).toBe(true);
  });
});

describe('scanner paths without the data they need', () => {
  it('answers the option scanner with 404 and how to load a chain', async () => {
    const service = testService({ marketData: new MemoryMarketData({ ABC: barsOn(rows) }) });
    const answer = await send(service, 'GET', '/smart-option-scanner/options');
    expect(answer).toEqual({ status: 404, body: { code: 404, msg: NO_OPTION_CHAIN, data: null } });
    expect(NO_OPTION_CHAIN).toMatch(/Data screen/);
  });

  it('refuses a scanner backtest of ETFs when the connection has only stocks, and answers bad fields by name', async () => {
    const service = testService({ marketData: new MemoryMarketData({ ABC: barsOn(rows) }) });
    const request = {
      start_date: dates[300],
      end_date: dates[599],
      find_type: 'etf',
      signals: ['All'],
      total_capital: 10000,
      long_short_ratio: '1.0/0.0',
    };
    const etf = await send(service, 'POST', '/smart-scanner-backtest/start', request);
    expect(etf.status).toBe(404);
    expect(etf.body).toMatchObject({ code: 404, data: null });
    expect(etf.body.msg).toMatch(/ETF/);

    const bad = await send(service, 'POST', '/smart-scanner-backtest/start', {
      ...request,
      find_type: 'bond',
      signals: ['MA', 'Full Moon'],
      long_short_ratio: '0.8/0.8',
      capital_allocate: '1.5',
    });
    expect(bad.status).toBe(400);
    const paths = (bad.body.errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['capital_allocate', 'find_type', 'long_short_ratio', 'signals']);
  });

  it('accepts a form body with the signals as JSON text, and keeps scanner tasks apart from CPM tasks', async () => {
    const service = testService({ marketData: new MemoryMarketData({ ABC: barsOn(rows) }) });
    const form = new URLSearchParams({
      start_date: dates[300],
      end_date: dates[599],
      find_type: 'stock',
      signals: '["MA","RSI"]',
      total_capital: '10000',
      long_short_ratio: '1.0/0.0',
      name: 'form',
    });
    const response = await service.app.request('/smart-scanner-backtest/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(response.status).toBe(202);
    const { task_id } = (await response.json()) as { task_id: string };
    await service.idle();
    const status = await send(service, 'GET', `/smart-scanner-backtest/status/${task_id}`);
    const task = ScannerBacktestTaskSchema.parse(status.body);
    expect(task.status).toBe('SUCCESS');
    const traded = task.result!.code === 200 ? JSON.parse(task.result!.data!['TRADE LIST']) : [];
    for (const t of traded as { Signal: string }[]) expect(['MA', 'RSI']).toContain(t.Signal);
    // Asked on the CPM status path, the scanner task does not exist.
    expect((await send(service, 'GET', `/cpm/status/${task_id}`)).status).toBe(404);
    const list = await send(service, 'GET', '/smart-scanner-backtest/tasks');
    expect(list.body).toMatchObject({ total: 1, tasks: [{ task_id, name: 'form', find_type: 'stock' }] });
  });

  it('answers 401 in the analytics shape without credentials', async () => {
    const service = testService({
      marketData: new MemoryMarketData(),
      accounts: { authenticate: async () => null },
    });
    for (const path of [
      '/smart-stock-scanner/get-predefined-signals',
      '/smart-stock-scanner/latest-day-all',
      '/smart-scanner-backtest/tasks',
      '/smart-option-scanner/options',
    ]) {
      const answer = await send(service, 'GET', path);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, data: null });
    }
  });
});

describe('the signal names', () => {
  it("are the contract's 37 names of spec 2.4, each in its category", async () => {
    const service = testService({ marketData: new MemoryMarketData() });
    const answer = await send(service, 'GET', '/smart-stock-scanner/get-predefined-signals');
    const signals = (answer.body.data as { signals: { name: string; category: string }[] }).signals;
    expect(signals.map((s) => s.name)).toEqual([...SCANNER_SIGNAL_NAMES]);
    for (const [category, names] of Object.entries(SCANNER_SIGNALS_BY_CATEGORY))
      for (const name of names) expect(signals.find((s) => s.name === name)?.category).toBe(category);
  });
});

describe('latest-day-all with_picks', () => {
  it('opens on the latest day with picks when the latest day has none, and on the latest day without the flag', async () => {
    // FLAT trades one day after ABC's last with no history for a signal to fire on: the latest day has no picks.
    const later = new Date(Date.parse(`${dates[N - 1]}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const marketData = new MemoryMarketData({ ABC: barsOn(rows), FLAT: barsOn([[later, 10]]) });
    const service = testService({ marketData });
    const plain = await send(service, 'GET', '/smart-stock-scanner/latest-day-all');
    expect((plain.body.data as { as_of_date: string; count: number }).as_of_date).toBe(later);
    expect((plain.body.data as { count: number }).count).toBe(0);

    // The plain answer: ABC's picks over its whole history, the latest day among them.
    const single = await send(service, 'GET', `/smart-stock-scanner/single/abc?start_date=${dates[0]}`);
    const pickDays = ScannerSingleResponseSchema.parse(single.body).data.scanner_data.map((p) => p.Date);
    expect(pickDays.length).toBeGreaterThan(0);
    const latestPick = pickDays.reduce((a, b) => (b > a ? b : a));

    const answer = await send(service, 'GET', '/smart-stock-scanner/latest-day-all?with_picks=true');
    const data = answer.body.data as { as_of_date: string; count: number };
    expect(data.as_of_date).toBe(latestPick);
    expect(data.count).toBe(pickDays.filter((d) => d === latestPick).length);
  });
});
