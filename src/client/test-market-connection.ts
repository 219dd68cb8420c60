import { AnalyticsClient } from './analytics-client.ts';
import { BacktestClient } from './backtest-client.ts';
import type { HttpTransport } from './backtest-client.ts';
import type { Connection } from './connection.tsx';
import type { Answer } from './worker-connection.ts';
import type { RefreshTask, SourceInfo, StoredSymbol } from '../contract/index.ts';

/** Test-only: what the fake host answers, by `METHOD path`; a request it has no answer for gets a 404. */
export type MarketAnswers = Record<string, (body: unknown) => Answer>;

/**
 * Test-only: a connection whose host answers the market-data endpoints from `answers` and records what was asked.
 * The endpoints' handlers are written apart (src/service/data); these tests are about the screens over their shapes.
 */
export function marketConnection(
  answers: MarketAnswers,
  kind: Connection['kind'] = 'server',
): Connection & { asked: string[] } {
  const asked: string[] = [];
  const transport: HttpTransport = {
    request: async (method, path, body) => {
      const key = `${method} ${path}`;
      asked.push(body === undefined ? key : `${key} ${JSON.stringify(body)}`);
      const answer = answers[key];
      return answer ? answer(body) : { status: 404, body: { detail: `no answer for ${key}` } };
    },
  };
  return {
    label: kind === 'server' ? 'Test server' : 'In this browser',
    kind,
    backtest: new BacktestClient(transport),
    analytics: new AnalyticsClient(transport),
    library: null,
    asked,
  };
}

export const YAHOO: SourceInfo = {
  name: 'yahoo',
  kinds: ['prices', 'options', 'fundamentals'],
  needs_key: false,
  browser_direct: false,
  base_url: 'http://127.0.0.1:9999',
  ready: true,
  description: 'Yahoo Finance: daily bars with splits and dividends.',
};

export const ALPHAVANTAGE: SourceInfo = {
  name: 'alphavantage',
  kinds: ['prices'],
  needs_key: true,
  browser_direct: true,
  base_url: 'https://www.alphavantage.co',
  ready: false,
  description: 'Alpha Vantage: daily bars, answers browsers directly.',
};

export const STOOQ: SourceInfo = {
  name: 'stooq',
  kinds: ['prices'],
  needs_key: false,
  browser_direct: false,
  base_url: 'https://stooq.com',
  ready: true,
  description: 'Stooq: daily bars as CSV.',
};

export const FRED: SourceInfo = {
  name: 'fred',
  kinds: ['indicators'],
  needs_key: true,
  browser_direct: false,
  base_url: 'https://api.stlouisfed.org',
  ready: false,
  description: 'FRED: macro series.',
};

export function refreshTask(fields: Partial<RefreshTask>): RefreshTask {
  return {
    task_id: 'r1',
    task_type: 'refresh',
    status: 'RUNNING',
    params: { symbols: ['AAPL', 'MSFT', 'NVDA', 'SPY', 'BAD'] },
    username: 'analyst',
    created_at: '2026-11-27T10:00:00',
    ...fields,
  };
}

export function storedSymbol(fields: Partial<StoredSymbol> & { symbol: string }): StoredSymbol {
  return {
    source: 'yahoo',
    kind: 'prices',
    first: '2020-01-02',
    last: '2024-11-22',
    rows: 1234,
    updated_at: '2026-11-27T10:01:00+00:00',
    splits: [],
    dividends: [],
    stale: false,
    ...fields,
  };
}
