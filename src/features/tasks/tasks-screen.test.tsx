// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import TasksScreen from './tasks-screen.tsx';

const strategy = (name: string): StrategyParamsRequest => ({
  symbol: 'SPX',
  name,
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2010-01-01',
  end_date: '2012-12-31',
});

/** Shows where the app navigated to, so tests can read it as a user would read the address bar. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{pathname + search}</output>;
}

async function connectionWithTasks(names: string[]): Promise<{ connection: TestConnection; ids: string[] }> {
  const connection = await createTestConnection();
  const ids: string[] = [];
  for (const name of names) ids.push((await connection.backtest.submit(strategy(name))).task_id);
  await connection.parts.service.backtests.idle();
  return { connection, ids };
}

function renderTasks(connection: TestConnection, route = '/tasks') {
  return renderApp(
    <>
      <TasksScreen />
      <Location />
    </>,
    connection,
    { route },
  );
}

/** The in-process service shares the CPU with the other test files: allow for a busy machine. */
const SLOW = { timeout: 10_000 };

async function bodyRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Backtest tasks, newest first' }, SLOW);
  return within(table).getAllByRole('row').slice(1);
}

describe('Tasks screen', () => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  afterEach(cleanup);

  it('lists the tasks newest first with their status, symbol and frequency', async () => {
    const { connection } = await connectionWithTasks(['First', 'Second', 'Third']);
    renderTasks(connection);
    const rows = await bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['Third', 'Second', 'First']);
    for (const row of rows) {
      expect(within(row).getByText('SUCCESS')).toBeTruthy();
      expect(within(row).getByText('SPX')).toBeTruthy();
      expect(within(row).getByText('Daily')).toBeTruthy();
      expect(within(row).getByRole('time')).toBeTruthy();
    }
  });

  it('pages with the limit and offset in the address', async () => {
    const { connection } = await connectionWithTasks(['First', 'Second', 'Third']);
    renderTasks(connection, '/tasks?limit=2');
    expect(await bodyRows()).toHaveLength(2);
    expect(screen.getByText(/1–2 of 3/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText(/3–3 of 3/)).toBeTruthy(), SLOW);
    const rows = await bodyRows();
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('First')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/tasks?limit=2&offset=2');
  });

  it('deletes a task after confirmation', async () => {
    const { connection } = await connectionWithTasks(['First', 'Second', 'Third']);
    renderTasks(connection);
    await bodyRows();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Second on SPX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the backtest "Second"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2), SLOW);
    expect(screen.queryByText('Second')).toBeNull();
    expect((await connection.backtest.tasks(20, 0)).total).toBe(2);
  });

  it('keeps the task when the deletion is cancelled', async () => {
    const { connection } = await connectionWithTasks(['Only']);
    renderTasks(connection);
    await bodyRows();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Only on SPX' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await bodyRows()).toHaveLength(1);
  });

  it('opens a task and re-runs it in the builder', async () => {
    const { connection, ids } = await connectionWithTasks(['Only']);
    renderTasks(connection);
    await bodyRows();
    const address = () => screen.getByRole('status', { name: 'Current address' }).textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Open Only on SPX' }));
    expect(address()).toBe(`/tasks/${ids[0]}`);
    await userEvent.click(screen.getByRole('button', { name: 'Re-run Only on SPX in the builder' }));
    expect(address()).toBe(`/strategy?from=${ids[0]}`);
  });

  it('opens a task from its row by click or Enter, and shows its strategy in plain words', async () => {
    const { connection, ids } = await connectionWithTasks(['Only']);
    renderTasks(connection);
    const [row] = await bodyRows();
    const address = () => screen.getByRole('status', { name: 'Current address' }).textContent;

    await userEvent.click(screen.getByRole('button', { name: 'Strategy of Only on SPX' }));
    expect(address()).toBe('/tasks');
    const words = await screen.findByRole('list', { name: 'Strategy in plain words' }, SLOW);
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Buy SPX (long, daily bars, 2010-01-01 to 2012-12-31) at the close when RSI(14) crosses above 30.',
      'Sell at a 5% stop loss, at a 10% profit target or at the close 21 bars after the entry, whichever comes first.',
      '100% of equity per trade, no costs.',
    ]);
    expect(screen.getByRole('button', { name: 'Strategy of Only on SPX' }).getAttribute('aria-expanded')).toBe('true');

    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(address()).toBe(`/tasks/${ids[0]}`);
  });

  it('keeps status, details and actions in one cell at phone width', async () => {
    const { connection } = await connectionWithTasks(['Only']);
    const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    try {
      renderTasks(connection);
      const [row] = await bodyRows();
      const [tick, details] = within(row).getAllByRole('cell');
      expect(within(tick).getByRole('checkbox', { name: 'Compare Only on SPX' })).toBeTruthy();
      expect(details.textContent).toMatch(/^OnlySUCCESSSPX · Daily · /);
      expect(within(row).getByRole('button', { name: 'Open Only on SPX' })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: 'Backtest' })).toBeTruthy();
    } finally {
      viewport.setViewport({ width: 1024, height: 768 });
    }
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const { connection } = await connectionWithTasks(['Only']);
    const tasks = connection.backtest.tasks.bind(connection.backtest);
    let fail = true;
    connection.backtest.tasks = (limit, offset) =>
      fail ? Promise.reject(new Error('the worker stopped')) : tasks(limit, offset);
    renderTasks(connection);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/The task list could not be loaded: the worker stopped/);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await bodyRows()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), SLOW);
  });

  it('invites the user to the builder when there are no tasks', async () => {
    renderTasks(await createTestConnection());
    expect(await screen.findByRole('heading', { name: 'No backtests yet' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the strategy builder' }).getAttribute('href')).toBe('/strategy');
  });
});
