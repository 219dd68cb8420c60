// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScannerBacktestTask } from '../../contract/index.ts';
import { fixedServerConnection } from '../../testing/fixed-server-connection.ts';
import { renderApp } from '../../testing/render-app.tsx';
import ScannerBacktestTaskScreen from './scanner-backtest-task-screen.tsx';
import { DEFAULT_REQUEST } from './test-helpers.tsx';

const running: ScannerBacktestTask = {
  task_id: 'busy',
  status: 'RUNNING',
  username: 'analyst@example.com',
  created_at: '2026-11-20T14:30:00',
  params: JSON.stringify(DEFAULT_REQUEST),
};

describe('a scanner backtest on a server', () => {
  afterEach(cleanup);

  it('shows that it runs, says when it is checked next (every 12 s) and checks at once on request', async () => {
    const path = 'GET /smart-scanner-backtest/status/busy';
    const server = fixedServerConnection({ [path]: running });
    renderApp(<ScannerBacktestTaskScreen />, server.connection, {
      route: '/scanner-backtest/tasks/busy',
      path: '/scanner-backtest/tasks/:taskId',
    });
    expect(await screen.findByText(/Next check in 1[12] s/)).toBeTruthy();
    expect(screen.getByText('RUNNING')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Scanner backtest progress' })).toBeTruthy();
    // Not finished: nothing to edit and run again yet.
    expect(screen.queryByRole('link', { name: 'Edit and run again' })).toBeNull();
    expect(server.requests).toEqual([path]);
    await userEvent.click(screen.getByRole('button', { name: 'Check the task now' }));
    await screen.findByText(/Next check in 1[12] s/);
    expect(server.requests).toEqual([path, path]);
  });
});
