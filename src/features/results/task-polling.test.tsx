// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsClient } from '../../client/analytics-client.ts';
import { BacktestClient } from '../../client/backtest-client.ts';
import type { Connection } from '../../client/connection.tsx';
import type { BacktestTask } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { RSI_DIP } from '../../testing/strategies.ts';
import TaskResultScreen from './task-result-screen.tsx';

afterEach(cleanup);

const task = (status: BacktestTask['status'], error?: string): BacktestTask => ({
  task_id: 'on-server',
  task_type: 'backtest',
  status,
  params: RSI_DIP as Record<string, unknown>,
  username: 'ana@example.com',
  created_at: new Date(Date.now() - 5_000).toISOString().slice(0, 19),
  ...(error && { error }),
});

/** A connection whose task reads answer from `answers` in turn (the last one repeats); counts the reads. */
function connection(kind: Connection['kind'], answers: BacktestTask[]) {
  const reads: string[] = [];
  const backtest = new BacktestClient({
    request: async (method, path) => {
      reads.push(`${method} ${path}`);
      return { status: 200, body: answers[Math.min(reads.length, answers.length) - 1] };
    },
  });
  const c: Connection = {
    label: kind === 'server' ? 'Server: bt.example.com' : 'In this browser',
    kind,
    backtest,
    analytics: new AnalyticsClient({ request: async () => ({ status: 404, body: null }) }),
    library: null,
  };
  return { c, reads };
}

const open = (c: Connection) =>
  renderApp(<TaskResultScreen />, c, { route: '/tasks/on-server', path: '/tasks/:taskId' });

describe('task polling', () => {
  it('on a server, says when the running task is read next (every 12 s) and reads it at once on "Check now"', async () => {
    const user = userEvent.setup({ delay: null });
    const { c, reads } = connection('server', [task('RUNNING'), task('FAILED', 'no price data for SPX')]);
    open(c);
    expect(await screen.findByText(/^Running the backtest/)).toBeTruthy();
    expect(screen.getByText(/^Next check in 1[12] s$/)).toBeTruthy();
    expect(reads).toEqual(['GET /backtest/status/on-server']);

    await user.click(screen.getByRole('button', { name: 'Check the task now' }));
    expect(await screen.findByText('The backtest failed')).toBeTruthy();
    expect(screen.getByText('no price data for SPX')).toBeTruthy();
    expect(reads).toHaveLength(2);
    // Finished: no more countdown.
    expect(screen.queryByRole('button', { name: 'Check the task now' })).toBeNull();
  });

  it('in the browser, polls without a countdown (the service answers in milliseconds)', async () => {
    const { c, reads } = connection('browser', [task('RUNNING'), task('RUNNING'), task('FAILED', 'stopped')]);
    open(c);
    expect(await screen.findByText(/^Running the backtest/)).toBeTruthy();
    expect(screen.queryByText(/Next check in/)).toBeNull();
    expect(await screen.findByText('The backtest failed', {}, { timeout: 4000 })).toBeTruthy();
    expect(reads).toHaveLength(3);
  });
});
