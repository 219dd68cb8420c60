// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CpmTask } from '../../contract/index.ts';
import { fixedServerConnection } from '../../testing/fixed-server-connection.ts';
import { renderApp } from '../../testing/render-app.tsx';
import CpmTaskScreen from './cpm-task-screen.tsx';

const running: CpmTask = {
  task_id: 'busy',
  status: 'RUNNING',
  mode: 'scan',
  username: 'analyst@example.com',
  created_at: '2026-11-20T14:30:00',
  params: JSON.stringify({ symbol: 'SPX', corr_per: 75, time_in_market: 21, system_pattern: 'double_top' }),
};

describe('a CPM task on a server', () => {
  afterEach(cleanup);

  it('says when it is checked next (every 12 s) and checks at once on request', async () => {
    const server = fixedServerConnection({ 'GET /cpm/status/busy': running });
    renderApp(<CpmTaskScreen />, server.connection, { route: '/cpm/tasks/busy', path: '/cpm/tasks/:taskId' });
    expect(await screen.findByText(/Next check in 1[12] s/)).toBeTruthy();
    expect(server.requests).toEqual(['GET /cpm/status/busy']);
    await userEvent.click(screen.getByRole('button', { name: 'Check the task now' }));
    await screen.findByText(/Next check in 1[12] s/);
    expect(server.requests).toEqual(['GET /cpm/status/busy', 'GET /cpm/status/busy']);
  });
});
