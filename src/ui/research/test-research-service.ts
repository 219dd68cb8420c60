import { AnalyticsClient } from '../../client/analytics-client.ts';
import { BacktestClient } from '../../client/backtest-client.ts';
import type { Connection } from '../../client/connection.tsx';
import type { AnyBacktestTask, SweepCell, SweepResult, WalkForwardResult } from '../../contract/index.ts';

/*
 * Test-only: a browser connection whose backtest service is a script, for the Sweep and Walk-forward tabs and the
 * task page before (and apart from) the real service: it records what was sent and answers the status reads from
 * `status()`, which the test changes as the run goes on.
 */

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeResearchService {
  connection: Connection;
  sent: SentRequest[];
  /** What GET /backtest/status/{id} answers now. */
  status: () => AnyBacktestTask;
  setStatus: (next: () => AnyBacktestTask) => void;
  /** The answer to the next submit (202 by default). */
  submitAnswer: { status: number; body: unknown };
}

export function fakeResearchService(initial: () => AnyBacktestTask): FakeResearchService {
  const service: FakeResearchService = {
    connection: undefined as unknown as Connection,
    sent: [],
    status: initial,
    setStatus: (next) => {
      service.status = next;
    },
    submitAnswer: { status: 202, body: { message: 'queued', task_id: 'task-1' } },
  };
  const backtest = new BacktestClient({
    request: async (method, path, body) => {
      service.sent.push({ method, path, body });
      if (path.startsWith('/backtest/status/')) return { status: 200, body: service.status() };
      if (path.endsWith('/start')) return service.submitAnswer;
      if (path.endsWith('/cancel'))
        return { status: 200, body: { task_id: service.status().task_id, status: 'FAILED', error: 'cancelled' } };
      return { status: 404, body: { detail: 'not here' } };
    },
  });
  service.connection = {
    label: 'In this browser',
    kind: 'browser',
    backtest,
    analytics: new AnalyticsClient({ request: async () => ({ status: 404, body: null }) }),
    library: null,
  };
  return service;
}

export const CREATED_AT = new Date(Date.now() - 5_000).toISOString().slice(0, 19);

/** A cell with every figure derived from its Sharpe ratio, so each is easy to tell apart. */
export function fakeCell(values: (number | string)[], sharpe: number | null, error?: string): SweepCell {
  return {
    values,
    'Total Trades': 10,
    'Total Return (%)': sharpe === null ? null : sharpe * 10,
    CAGR: sharpe === null ? null : sharpe * 2,
    'Sharpe Ratio': sharpe,
    'Max Drawdown': -12.5,
    'Win Rate': 55,
    profit_factor: 1.4,
    ...(error && { error }),
  };
}

/** A result over the given axes, each cell's Sharpe ratio `sharpe(values)`. */
export function fakeSweepResult(
  axes: { path: string; values: (number | string)[] }[],
  sharpe: (values: (number | string)[]) => number,
): SweepResult {
  const cells: SweepCell[] = [];
  const walk = (prefix: (number | string)[]) => {
    if (prefix.length === axes.length) {
      cells.push(fakeCell(prefix, sharpe(prefix)));
      return;
    }
    for (const v of axes[prefix.length].values) walk([...prefix, v]);
  };
  walk([]);
  return { axes, metric: 'Sharpe Ratio', cells, min_trades: 0, best: null, best_reason: null };
}

export const VALUE_AXIS = { path: 'entry.condition.rule.comparison_value', values: [25, 30, 35] };
export const DAYS_AXIS = { path: 'risk_control.days', values: [10, 21] };

const figures = (sharpe: number) => {
  const cell: Partial<SweepCell> = fakeCell([], sharpe);
  delete cell.values;
  delete cell.error;
  return cell as Omit<SweepCell, 'values' | 'error'>;
};

/** A walk-forward of two windows over VALUE_AXIS and DAYS_AXIS. */
export const WF_RESULT: WalkForwardResult = {
  axes: [VALUE_AXIS, DAYS_AXIS],
  metric: 'Sharpe Ratio',
  anchored: false,
  windows: [
    {
      in_sample_start: '2010-01-04',
      in_sample_end: '2011-12-30',
      out_of_sample_start: '2012-01-03',
      out_of_sample_end: '2012-06-29',
      chosen: [30, 21],
      in_sample: figures(1.2),
      out_of_sample: figures(0.8),
    },
    {
      in_sample_start: '2010-07-01',
      in_sample_end: '2012-06-29',
      out_of_sample_start: '2012-07-02',
      out_of_sample_end: '2012-12-31',
      chosen: [25, 10],
      in_sample: figures(1.1),
      out_of_sample: figures(-0.2),
    },
  ],
  dates: ['2012-01-03', '2012-01-04', '2012-12-31'],
  equity: [100000, 101000, 104000],
  base_equity: [100000, 100500, 102000],
  figures: figures(0.5),
  efficiency: 0.62,
  efficiency_reason: null,
  min_trades: 0,
  warnings: [],
};
