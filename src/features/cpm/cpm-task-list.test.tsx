// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestConnection } from '../../testing/test-connection.ts';
import { renderCpm, ROUNDING_BOTTOM, runTask, SLOW } from './test-helpers.tsx';

afterEach(cleanup);

function taskNames(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('link')
    .map((l) => l.textContent!);
}

describe('Pattern matching: the CPM task list', () => {
  it('filters by status and mode, and says when nothing is left', async () => {
    const connection = await createTestConnection();
    await runTask(connection, ROUNDING_BOTTOM, 'backtest');
    await runTask(connection, { ...ROUNDING_BOTTOM, system_pattern: 'ascending_channel' }, 'scan');
    await runTask(
      connection,
      { symbol: 'SPX', corr_per: 80, time_in_market: 10, start_date: '2020-01-02', end_date: '2020-04-17' },
      'scan',
    );
    const cpmTasks = vi.spyOn(connection.analytics, 'cpmTasks');
    renderCpm(connection);
    const region = screen.getByRole('region', { name: 'CPM tasks' });
    const table = await within(region).findByRole('table', { name: 'CPM tasks, newest first' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(taskNames(region)).toEqual(['Custom window on SPX', 'Ascending channel on SPX', 'Rounding bottom on SPX']);
    expect(within(table).getAllByText('SUCCESS')).toHaveLength(3);

    await userEvent.selectOptions(within(region).getByLabelText('Mode'), 'Scan only');
    await vi.waitFor(() => expect(taskNames(region)).toEqual(['Custom window on SPX', 'Ascending channel on SPX']));
    expect(cpmTasks).toHaveBeenLastCalledWith({ limit: 10, offset: 0, mode: 'scan', status: undefined });

    await userEvent.selectOptions(within(region).getByLabelText('Mode'), 'Scan and backtest');
    await vi.waitFor(() => expect(taskNames(region)).toEqual(['Rounding bottom on SPX']));
    expect(within(region).getByRole('link', { name: 'Rounding bottom on SPX' }).getAttribute('href')).toMatch(
      /^\/cpm\/tasks\/[0-9a-f-]{36}$/,
    );

    await userEvent.selectOptions(within(region).getByLabelText('Status'), 'FAILED');
    expect(await within(region).findByText('No tasks with this status and mode.')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Clear the filters' }));
    await vi.waitFor(() => expect(taskNames(region)).toHaveLength(3));
    expect((within(region).getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('invites a first run when there are no tasks', async () => {
    renderCpm(await createTestConnection());
    const region = screen.getByRole('region', { name: 'CPM tasks' });
    expect(await within(region).findByText(/^No pattern-matching tasks yet: run one above/, {}, SLOW)).toBeTruthy();
  });
});
