// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScannerBacktestTask } from '../../contract/index.ts';
import { answer, fixedServerConnection } from '../../testing/fixed-server-connection.ts';
import { renderApp } from '../../testing/render-app.tsx';
import ScannerBacktestTaskScreen from './scanner-backtest-task-screen.tsx';
import { TaskProgress } from './task-progress.tsx';
import { DEFAULT_REQUEST } from './test-helpers.tsx';

/** What the service's cancel leaves as the task's error. */
const CANCELLED = 'cancelled by its owner before it finished';

const running: ScannerBacktestTask = {
  task_id: 'busy',
  status: 'RUNNING',
  username: 'analyst@example.com',
  created_at: '2026-11-20T14:30:00',
  params: JSON.stringify(DEFAULT_REQUEST),
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The task the component shows, changed from the test as a new status answer would. */
let showTask: (task: ScannerBacktestTask) => void = () => undefined;
function Shown({ first }: { first: ScannerBacktestTask }) {
  const [task, setTask] = useState(first);
  showTask = setTask;
  return <TaskProgress task={task} />;
}

const bar = () => screen.getByRole('progressbar', { name: 'Scanner backtest progress' });

describe('the progress of a running scanner backtest', () => {
  it('shows a determinate bar and the time left worked out from the pace seen so far', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T14:31:00Z') });
    renderApp(<Shown first={running} />, fixedServerConnection({}).connection);
    // Running, no progress reported yet: an empty bar and nothing to estimate from.
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('0% done, estimating time left')).toBeTruthy();

    // 2 s later a quarter is done: 2 s for 25%, so 75% takes 6 s more.
    act(() => vi.advanceTimersByTime(2000));
    act(() => showTask({ ...running, progress: 0.25 }));
    expect(bar().getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% done, about 6 s left')).toBeTruthy();

    // 1 s on with no new reading, the estimate counts down.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('25% done, about 5 s left')).toBeTruthy();

    // At 5 s, 40% done: 5 s for 40%, 60% takes 7.5 s more, read as about 8 s.
    act(() => vi.advanceTimersByTime(2000));
    act(() => showTask({ ...running, progress: 0.4 }));
    expect(bar().getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40% done, about 8 s left')).toBeTruthy();
  });

  it('measures the pace from the first reading this page saw, not from the start of the task', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T14:40:00Z') });
    // Opened when the task was half done (the time before is not this page's to measure).
    renderApp(<Shown first={{ ...running, progress: 0.5 }} />, fixedServerConnection({}).connection);
    expect(screen.getByText('50% done, estimating time left')).toBeTruthy();
    // 4 s for 10% more: the 40% left take 16 s.
    act(() => vi.advanceTimersByTime(4000));
    act(() => showTask({ ...running, progress: 0.6 }));
    expect(screen.getByText('60% done, about 16 s left')).toBeTruthy();
  });

  it('cancels the task from the task screen, which then shows it FAILED with the cancel message', async () => {
    const status = 'GET /smart-scanner-backtest/status/busy';
    const cancel = 'POST /smart-scanner-backtest/tasks/busy/cancel';
    const answers: Record<string, unknown> = {
      [status]: { ...running, progress: 0.3 },
      [cancel]: { task_id: 'busy', status: 'FAILED', error: CANCELLED },
    };
    const server = fixedServerConnection(answers);
    renderApp(<ScannerBacktestTaskScreen />, server.connection, {
      route: '/scanner-backtest/tasks/busy',
      path: '/scanner-backtest/tasks/:taskId',
    });
    expect(
      (await screen.findByRole('progressbar', { name: 'Scanner backtest progress' })).getAttribute('aria-valuenow'),
    ).toBe('30');
    // From now on the service answers the task as the cancel left it.
    answers[status] = { ...running, status: 'FAILED', error: CANCELLED };
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(CANCELLED, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Scanner backtest progress' })).toBeNull();
    expect(server.requests).toEqual([status, cancel, status]);
  });

  it('says when the cancel is refused, and keeps showing the progress', async () => {
    const status = 'GET /smart-scanner-backtest/status/busy';
    const cancel = 'POST /smart-scanner-backtest/tasks/busy/cancel';
    const server = fixedServerConnection({
      [status]: { ...running, progress: 0.3 },
      [cancel]: answer(409, {
        code: 409,
        msg: 'scanner backtest task busy has already finished (SUCCESS)',
        data: null,
      }),
    });
    renderApp(<ScannerBacktestTaskScreen />, server.connection, {
      route: '/scanner-backtest/tasks/busy',
      path: '/scanner-backtest/tasks/:taskId',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/could not be cancelled: .*already finished/)).toBeTruthy();
  });
});
