// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyBacktestTask } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { RSI_DIP } from '../../testing/strategies.ts';
import TaskResultScreen from './task-result-screen.tsx';
import {
  CREATED_AT,
  DAYS_AXIS,
  fakeResearchService,
  fakeSweepResult,
  VALUE_AXIS,
  WF_RESULT,
} from '../../ui/research/test-research-service.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const WAIT = { timeout: 5000 };

describe('the task page of a sweep or walk-forward', () => {
  const open = (task: () => AnyBacktestTask) => {
    const service = fakeResearchService(task);
    const user = userEvent.setup({ delay: null });
    renderApp(<TaskResultScreen />, service.connection, { route: '/tasks/task-1', path: '/tasks/:taskId' });
    return { service, user };
  };

  it('shows a running sweep with its progress and Cancel', async () => {
    const { service, user } = open(() => ({
      task_id: 'task-1',
      task_type: 'sweep',
      status: 'RUNNING',
      progress: 0.25,
      params: { strategy: RSI_DIP, axes: [VALUE_AXIS, DAYS_AXIS] },
      username: 'local',
      created_at: CREATED_AT,
    }));
    expect(await screen.findByRole('heading', { name: 'RSI dip' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/^Sweep · 2 axes · SPX/)).toBeTruthy();
    expect((await screen.findByRole('progressbar', { name: 'Sweep progress' })).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the sweep' }));
    await waitFor(() => expect(service.sent.some((s) => s.path === '/backtest/tasks/task-1/cancel')).toBe(true));
  });

  it('shows a finished one-axis sweep as a line with its figures, and a symbol sweep as a table with totals', async () => {
    open(() => ({
      task_id: 'task-1',
      task_type: 'sweep',
      status: 'SUCCESS',
      params: { strategy: RSI_DIP, axes: [VALUE_AXIS] },
      username: 'local',
      created_at: CREATED_AT,
      result: fakeSweepResult([VALUE_AXIS], ([v]) => Number(v) / 10),
    }));
    const line = await screen.findByRole(
      'img',
      { name: /^Sharpe ratio over Entry: RSI\(14\) value from 25 to 35: highest 3\.50 at 35/ },
      WAIT,
    );
    expect(line).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sharpe ratio by Entry: RSI(14) value' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    cleanup();

    open(() => ({
      task_id: 'task-1',
      task_type: 'sweep',
      status: 'SUCCESS',
      params: { strategy: RSI_DIP, axes: [{ path: 'symbol', values: ['SPX', 'NDX'] }] },
      username: 'local',
      created_at: CREATED_AT,
      result: fakeSweepResult([{ path: 'symbol', values: ['SPX', 'NDX'] }], ([s]) => (s === 'SPX' ? 1 : 2)),
    }));
    const symbols = await screen.findByRole('region', { name: 'Figures by symbol, scrollable' }, WAIT);
    const rows = within(symbols).getAllByRole('row');
    expect(rows.map((r) => r.firstElementChild?.textContent)).toEqual([
      'Symbol',
      'SPX',
      'NDX',
      'Total trades, average of the rest (2 ran)',
    ]);
    // Trades add up (10 + 10); the Sharpe ratio averages (1 + 2) / 2.
    expect(rows[3].textContent).toContain('20');
    expect(rows[3].textContent).toContain('1.50');
  });

  it('opens a heat-map cell in the builder through a link holding that strategy', async () => {
    const { user } = open(() => ({
      task_id: 'task-1',
      task_type: 'sweep',
      status: 'SUCCESS',
      params: { strategy: RSI_DIP, axes: [VALUE_AXIS, DAYS_AXIS] },
      username: 'local',
      created_at: CREATED_AT,
      result: fakeSweepResult([VALUE_AXIS, DAYS_AXIS], ([v, d]) => Number(v) / 10 - Number(d) / 100),
    }));
    await user.click(
      await screen.findByRole('button', { name: /^Entry: RSI\(14\) value 30, Max bars held 21: / }, WAIT),
    );
    expect(await screen.findByTestId('navigated-away')).toBeTruthy();
  });

  it('shows a failed walk-forward’s error, and a finished one’s windows', async () => {
    open(() => ({
      task_id: 'task-1',
      task_type: 'walk_forward',
      status: 'FAILED',
      params: { strategy: RSI_DIP, axes: [VALUE_AXIS] },
      username: 'local',
      created_at: CREATED_AT,
      error: 'in_sample_bars 500 leaves no out-of-sample window in 300 bars',
    }));
    expect(await screen.findByText('The walk-forward failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('in_sample_bars 500 leaves no out-of-sample window in 300 bars')).toBeTruthy();
    cleanup();

    open(() => ({
      task_id: 'task-1',
      task_type: 'walk_forward',
      status: 'SUCCESS',
      params: { strategy: RSI_DIP, axes: [VALUE_AXIS, DAYS_AXIS] },
      username: 'local',
      created_at: CREATED_AT,
      result: WF_RESULT,
    }));
    expect(await screen.findByRole('table', { name: 'Walk-forward windows' }, WAIT)).toBeTruthy();
    expect(screen.getByText(/^Walk-forward · 2 axes · SPX/)).toBeTruthy();
  });
});
