// @vitest-environment happy-dom
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskListItem } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { TaskRow } from './task-row.tsx';
import { CREATED_AT, fakeResearchService } from '../../ui/research/test-research-service.ts';

afterEach(cleanup);

const item = (task_type: TaskListItem['task_type']): TaskListItem => ({
  task_id: 't1',
  task_type,
  status: 'SUCCESS',
  strategy_name: 'RSI dip',
  symbol: 'SPX',
  frequency: 'Daily',
  created_at: CREATED_AT,
  summary: null,
});

function renderRow(task: TaskListItem) {
  const service = fakeResearchService(() => {
    throw new Error('not read');
  });
  renderApp(
    <Table>
      <TableBody>
        <TaskRow task={task} compact={false} columns={10} picked={false} pickBlocked={null} onTogglePick={vi.fn()} />
      </TableBody>
    </Table>,
    service.connection,
  );
}

describe('sweeps and walk-forwards in the task list', () => {
  it('says what the task is, and does not offer it for comparison', () => {
    renderRow(item('sweep'));
    expect(screen.getByText('Sweep')).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Compare Sweep RSI dip on SPX' });
    expect(box).toHaveProperty('disabled', true);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Only backtests can be compared')).toBeTruthy();
    cleanup();

    renderRow(item('walk_forward'));
    expect(screen.getByRole('row', { name: 'Walk-forward RSI dip on SPX: open the results' })).toBeTruthy();
  });

  it('leaves a backtest row as it was', () => {
    renderRow(item('backtest'));
    expect(screen.getByRole('checkbox', { name: 'Compare RSI dip on SPX' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Sweep')).toBeNull();
  });
});
