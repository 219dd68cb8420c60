import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli.ts';

/*
 * The scanner endpoints (spec 4.4-4.6) through the CLI, as a user of the command line calls them: every path and each
 * error code it can answer. Expected figures come from the bundled files read here, not from the service.
 */

const ROOT = join(import.meta.dirname, '../..');
const SLOW = 120_000;

interface Run {
  code: number | null;
  body: Record<string, unknown>;
  stderr: string;
}

async function cli(args: string[], stdin = ''): Promise<Run> {
  const run = await runCli(args, stdin);
  try {
    return { code: run.code, body: JSON.parse(run.stdout) as Record<string, unknown>, stderr: run.stderr };
  } catch {
    throw new Error(`not JSON (exit ${run.code}): ${run.stdout}\n${run.stderr}`);
  }
}

/** MSFT's closes by ISO date, read straight from the bundled file (M/D/YYYY dates, a BOM). */
function msftCloses(): Map<string, number> {
  const lines = readFileSync(join(ROOT, 'public/samples/MSFT.csv'), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const out = new Map<string, number>();
  for (const line of lines.slice(1)) {
    const [date, , , , close] = line.split(',');
    const [m, d, y] = date.split('/');
    out.set(`${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`, Number(close));
  }
  return out;
}

interface Item {
  Date: string;
  Symbol: string;
  Close: number;
  _Signal: string;
  TradeNumber: number;
  WinRate: string;
  backtest_info?: { EachReturn: number[]; ExitTradeDate: string[]; EntryTradeDate: string[]; TradeNumber: number };
}

describe('the scanner endpoints through the CLI', () => {
  it(
    'lists the 37 signals by the spec categories',
    async () => {
      const run = await cli(['GET', '/smart-stock-scanner/get-predefined-signals']);
      expect(run.code, run.stderr).toBe(0);
      const data = run.body.data as {
        signals: { name: string; category: string; description: string }[];
        categories: Record<string, { name: string }[]>;
      };
      expect(data.signals).toHaveLength(37);
      // Spec 2.4's table: 8 + 4 + 7 + 8 + 8 + 2.
      expect(Object.fromEntries(Object.entries(data.categories).map(([c, list]) => [c, list.length]))).toEqual({
        'Technical Indicator': 8,
        'Candlestick Pattern': 4,
        'Optix Signal': 7,
        'CPM Pattern': 8,
        'High/Low Signal': 8,
        'Trend Score': 2,
      });
      expect(data.signals.every((s) => s.description.length > 20)).toBe(true);
    },
    SLOW,
  );

  it(
    'answers one ticker over a date range with its past trades, none ending on or after the pick',
    async () => {
      const [range, latest] = await Promise.all([
        cli([
          'GET',
          '/smart-stock-scanner/single/msft?start_date=2021-01-01&end_date=2021-12-31&include_backtest=true',
        ]),
        cli(['GET', '/smart-stock-scanner/single/MSFT']),
      ]);
      expect(range.code, range.stderr).toBe(0);
      const data = range.body.data as { as_of_date: string; ticker: string; scanner_data: Item[] };
      expect(data.ticker).toBe('MSFT');
      // 2021-12-31 was a Friday and a trading day.
      expect(data.as_of_date).toBe('2021-12-31');
      expect(data.scanner_data.length).toBeGreaterThan(0);
      const closes = msftCloses();
      for (const item of data.scanner_data) {
        expect(item.Date >= '2021-01-01' && item.Date <= '2021-12-31').toBe(true);
        expect(item.Close).toBeCloseTo(closes.get(item.Date)!, 4);
        const info = item.backtest_info!;
        expect(info.EachReturn).toHaveLength(item.TradeNumber);
        expect(info.TradeNumber).toBe(item.TradeNumber);
        expect(item.TradeNumber).toBeGreaterThanOrEqual(3);
        for (const exit of info.ExitTradeDate) expect(exit < item.Date).toBe(true);
        const wins = info.EachReturn.filter((r) => r > 0).length;
        expect(Number(item.WinRate)).toBeCloseTo((wins / item.TradeNumber) * 100, 2);
      }
      expect(latest.code, latest.stderr).toBe(0);
      // The file's last row.
      expect((latest.body.data as { as_of_date: string }).as_of_date).toBe('2022-03-10');
    },
    SLOW,
  );

  it(
    'answers code 404 for a ticker or a date without data, and 400 naming a bad field',
    async () => {
      const [ticker, span, sunday, noTicker, badDate, badCategory] = await Promise.all([
        cli(['GET', '/smart-stock-scanner/single/NOPE']),
        cli(['GET', '/smart-stock-scanner/single/MSFT?start_date=1980-01-01&end_date=1980-02-01']),
        // 2016-06-05 was a Sunday.
        cli(['GET', '/smart-stock-scanner/latest-day-all?date=2016-06-05']),
        cli(['GET', '/smart-stock-scanner/latest-day-all?ticker=NOPE']),
        cli(['GET', '/smart-stock-scanner/single/MSFT?start_date=2021-02-30']),
        cli(['GET', '/smart-stock-scanner/latest-day-all?category=Weekly']),
      ]);
      for (const run of [ticker, span, sunday, noTicker]) {
        expect(run.code).toBe(1);
        expect(run.body).toMatchObject({ code: 404, data: null });
      }
      expect(ticker.body.msg).toMatch(/NOPE/);
      expect(sunday.body.msg).toMatch(/2016-06-05/);
      expect(badDate.body).toMatchObject({ code: 400, errors: [{ path: 'start_date' }] });
      expect(badCategory.body).toMatchObject({ code: 400, errors: [{ path: 'category' }] });
    },
    SLOW,
  );

  it(
    'lists every pick of one day for the whole universe, each list separately',
    async () => {
      const [swing, midTerm, one] = await Promise.all([
        cli(['GET', '/smart-stock-scanner/latest-day-all?date=2016-06-01']),
        cli(['GET', '/smart-stock-scanner/latest-day-all?date=2016-06-01&category=MidTermAI']),
        cli(['GET', '/smart-stock-scanner/latest-day-all?date=2016-06-01&ticker=spy']),
      ]);
      for (const run of [swing, midTerm, one]) expect(run.code, run.stderr).toBe(0);
      type Day = {
        as_of_date: string;
        tickers: string[];
        count: number;
        scanner_data: (Item & { Category: string })[];
      };
      const s = swing.body.data as Day;
      expect(s.as_of_date).toBe('2016-06-01');
      expect(s.count).toBe(s.scanner_data.length);
      expect(s.tickers).toEqual([...new Set(s.scanner_data.map((d) => d.Symbol))].sort());
      expect(s.scanner_data.every((d) => d.Date === '2016-06-01' && d.Category === 'SwingAI')).toBe(true);
      const m = midTerm.body.data as Day;
      expect(m.scanner_data.every((d) => d.Category === 'MidTermAI')).toBe(true);
      const o = one.body.data as Day;
      expect(o.scanner_data.every((d) => d.Symbol === 'SPY')).toBe(true);
      expect(o.scanner_data.map((d) => d._Signal)).toEqual(
        s.scanner_data.filter((d) => d.Symbol === 'SPY').map((d) => d._Signal),
      );
    },
    SLOW,
  );

  it(
    'runs a scanner backtest task to SUCCESS, to 407 when nothing trades, and answers 400 and 404',
    async () => {
      const request = {
        start_date: '2015-01-01',
        end_date: '2015-06-30',
        find_type: 'etf',
        signals: ['All'],
        total_capital: 100000,
        long_short_ratio: '1.0/0.0',
        name: 'ETFs, first half of 2015',
      };
      const [done, none, bad, unknown, list] = await Promise.all([
        cli(['POST', '/smart-scanner-backtest/start', '--wait'], JSON.stringify(request)),
        // No score can be above 10, so no pick passes.
        cli(['POST', '/smart-scanner-backtest/start', '--wait'], JSON.stringify({ ...request, trend_range: '11-12' })),
        cli(['POST', '/smart-scanner-backtest/start'], JSON.stringify({ ...request, stop_loss_range: '8-2' })),
        cli(['GET', '/smart-scanner-backtest/status/no-such-task']),
        cli(['GET', '/smart-scanner-backtest/tasks?status=SUCCESS&limit=500']),
      ]);
      expect(done.code, done.stderr).toBe(0);
      expect(done.body).toMatchObject({ status: 'SUCCESS', result: { code: 200, msg: 'success' } });
      expect(JSON.parse(done.body.params as string)).toEqual(request);
      const data = (done.body.result as { data: Record<string, unknown> }).data;
      const trades = JSON.parse(data['TRADE LIST'] as string) as { Date: string; Symbol: string; Direction: string }[];
      expect(data['TOTAL TRADES']).toBe(trades.length);
      expect((data['TOTAL POSITIVE'] as number) + (data['TOTAL NEGATIVE'] as number)).toBe(trades.length);
      // 1.0/0.0: longs only, entered inside the window.
      expect(trades.every((t) => t.Direction === 'Long' && t.Date >= '2015-01-01' && t.Date <= '2015-06-30')).toBe(
        true,
      );
      const actions = (data.result as { Action: string[]; Symbol: string[] }).Action;
      expect(actions.filter((a) => a === 'Buy')).toHaveLength(trades.length);
      expect(actions.filter((a) => a === 'Sell')).toHaveLength(trades.length);

      expect(none.code, none.stderr).toBe(0);
      expect(none.body).toMatchObject({ status: 'SUCCESS', result: { code: 407, data: null } });

      expect(bad.code).toBe(1);
      expect(bad.body).toMatchObject({ code: 400, errors: [{ path: 'stop_loss_range' }] });
      expect(unknown.body).toMatchObject({ code: 404, data: null });
      // Each CLI run has its own store: the list answers its shape, empty.
      expect(list.body).toEqual({ tasks: [], total: 0, limit: 200, offset: 0 });
    },
    SLOW,
  );

  it(
    'lists the short puts of the bundled chain sorted by ev_score, and 404 for a day without a snapshot',
    async () => {
      const [latest, missing] = await Promise.all([
        cli(['GET', '/smart-option-scanner/options']),
        cli(['GET', '/smart-option-scanner/options?date=2022-03-11']),
      ]);
      expect(latest.code, latest.stderr).toBe(0);
      const text = readFileSync(join(ROOT, 'public/samples/options/put-chain-MADE-UP.csv'), 'utf8');
      const rows = text.split('\n').filter((l) => l && !l.startsWith('#'));
      const header = rows[0].split(',');
      const puts = rows.slice(1).filter((r) => r.split(',')[header.indexOf('type')] === 'put');
      const data = latest.body.data as {
        as_of_date: string;
        option_type: string;
        count: number;
        option_data: { ev_score: number; strike: number; margin: number; DTE: number; expirDate: string }[];
      };
      expect(data).toMatchObject({ as_of_date: '2022-03-10', option_type: 'put', count: puts.length });
      const scores = data.option_data.map((o) => o.ev_score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const o of data.option_data) {
        expect(o.margin).toBeCloseTo(o.strike * 100, 9);
        expect(o.DTE).toBe(Math.round((Date.parse(o.expirDate) - Date.parse('2022-03-10')) / 86_400_000));
      }
      expect(missing.code).toBe(1);
      expect(missing.body).toMatchObject({ code: 404, data: null });
      expect(missing.body.msg).toMatch(/2022-03-10/);
    },
    SLOW,
  );
});
