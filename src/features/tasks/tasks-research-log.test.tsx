// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskListOptions } from '../../client/backtest-client.ts';
import type { StrategyParamsRequest, TaskListItem, TaskListResponse } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import type { TestConnection } from '../../testing/test-connection.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import TasksScreen from './tasks-screen.tsx';

const strategy = (name: string, symbol: string, value: number): StrategyParamsRequest => ({
  symbol,
  name,
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: value } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2010-01-01',
  end_date: '2014-12-31',
});

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{pathname + search}</output>;
}

const SLOW = { timeout: 10_000 };
const address = () => screen.getByRole('status', { name: 'Current address' }).textContent ?? '';

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

async function table(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: /^Backtest tasks/ }, SLOW);
}

async function bodyRows(): Promise<HTMLElement[]> {
  return within(await table())
    .getAllByRole('row')
    .slice(1);
}

/** The text of one column, found by its heading, in every body row. */
async function column(heading: string): Promise<string[]> {
  const headings = within(await table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const index = headings.indexOf(heading);
  return (await bodyRows()).map((r) => within(r).getAllByRole('cell')[index].textContent ?? '');
}

/** A list answer made by hand, and every query the screen asked it. */
function stubList(connection: TestConnection, tasks: TaskListItem[]): TaskListOptions[] {
  const asked: TaskListOptions[] = [];
  connection.backtest.tasks = (limit, offset, options = {}) => {
    asked.push(options);
    const answer: TaskListResponse = { tasks: tasks.slice(offset, offset + limit), total: tasks.length, limit, offset };
    return Promise.resolve(answer);
  };
  return asked;
}

const item = (id: string, status: TaskListItem['status'], summary: TaskListItem['summary'] = null): TaskListItem => ({
  task_id: id,
  task_type: 'backtest',
  status,
  strategy_name: `Run ${id}`,
  symbol: 'SPX',
  frequency: 'Daily',
  created_at: '2026-01-02T03:04:05',
  summary,
});

describe('Tasks as a research log', () => {
  afterEach(cleanup);

  it('shows each finished run’s figures and orders the list by Sharpe on the service, both ways', async () => {
    const connection = await createTestConnection();
    const ids: string[] = [];
    for (const [name, value] of [
      ['Thirty', 30],
      ['Fifty', 50],
      ['Seventy', 70],
    ] as const)
      ids.push((await connection.backtest.submit(strategy(name, 'SPX', value))).task_id);
    await connection.parts.service.backtests.idle();
    // The second method: each task's whole result, not the list's summary.
    const results = await Promise.all(ids.map(async (id) => (await connection.backtest.task(id)).result!));
    const names = ['Thirty', 'Fifty', 'Seventy'];
    const sharpe = results.map((r) => r['Sharpe Ratio']);
    expect(new Set(sharpe.map((s) => s.toFixed(2))).size).toBe(3);

    renderTasks(connection);
    expect(await column('Strategy')).toEqual(['Seventy', 'Fifty', 'Thirty']);
    expect(await column('Sharpe')).toEqual([2, 1, 0].map((i) => sharpe[i].toFixed(2)));
    expect(await column('Trades')).toEqual([2, 1, 0].map((i) => String(results[i]['Total Trades'])));

    const byHighest = [0, 1, 2].sort((a, b) => sharpe[b] - sharpe[a]);
    await userEvent.click(screen.getByRole('button', { name: 'Sharpe' }));
    await waitFor(() => expect(address()).toBe('/tasks?sort=sharpe&order=desc'), SLOW);
    await screen.findByRole('table', { name: 'Backtest tasks, Sharpe, highest first' }, SLOW);
    await waitFor(async () => expect(await column('Strategy')).toEqual(byHighest.map((i) => names[i])), SLOW);
    expect(await column('Sharpe')).toEqual(byHighest.map((i) => sharpe[i].toFixed(2)));
    expect(screen.getByRole('columnheader', { name: 'Sharpe' }).getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(screen.getByRole('button', { name: 'Sharpe' }));
    await waitFor(() => expect(address()).toBe('/tasks?sort=sharpe&order=asc'), SLOW);
    await waitFor(
      async () => expect(await column('Strategy')).toEqual([...byHighest].reverse().map((i) => names[i])),
      SLOW,
    );
  });

  it('searches by name or symbol once typing pauses, and keeps the search in the address', async () => {
    const connection = await createTestConnection();
    await connection.backtest.submit(strategy('Dip buyer', 'SPX', 30));
    await connection.backtest.submit(strategy('Momentum', 'DJI', 60));
    await connection.parts.service.backtests.idle();
    renderTasks(connection);
    expect(await column('Strategy')).toEqual(['Momentum', 'Dip buyer']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or symbol' }), 'dji');
    await waitFor(() => expect(address()).toBe('/tasks?q=dji'), SLOW);
    await waitFor(async () => expect(await column('Strategy')).toEqual(['Momentum']), SLOW);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search name or symbol' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or symbol' }), 'dip');
    await waitFor(() => expect(address()).toBe('/tasks?q=dip'), SLOW);
    await waitFor(async () => expect(await column('Strategy')).toEqual(['Dip buyer']), SLOW);
  });

  it('filters by status, says when nothing matches, and shows all again', async () => {
    const connection = await createTestConnection();
    await connection.backtest.submit(strategy('Only', 'SPX', 30));
    await connection.parts.service.backtests.idle();
    renderTasks(connection, '/tasks?q=only');
    expect(await column('Strategy')).toEqual(['Only']);
    expect((screen.getByRole('searchbox', { name: 'Search name or symbol' }) as HTMLInputElement).value).toBe('only');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'FAILED' } });
    await waitFor(() => expect(address()).toBe('/tasks?q=only&status=FAILED'), SLOW);
    expect(await screen.findByText('No backtest matches this search and status.', {}, SLOW)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show all backtests' }));
    await waitFor(() => expect(address()).toBe('/tasks'), SLOW);
    expect(await column('Strategy')).toEqual(['Only']);
    expect((screen.getByRole('searchbox', { name: 'Search name or symbol' }) as HTMLInputElement).value).toBe('');
  });

  it('asks the service for the status, search and order of the address', async () => {
    const connection = await createTestConnection();
    const asked = stubList(connection, [item('a', 'SUCCESS')]);
    renderTasks(connection, '/tasks?status=SUCCESS&q=spx&sort=trades&order=asc&limit=5');
    await bodyRows();
    expect(asked.at(-1)).toEqual({ status: 'SUCCESS', q: 'spx', sort: 'trades', order: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Created' }));
    // Newest first is the endpoint's default, so the address drops it.
    await waitFor(() => expect(address()).toBe('/tasks?status=SUCCESS&q=spx&limit=5'), SLOW);
    await waitFor(
      () => expect(asked.at(-1)).toEqual({ status: 'SUCCESS', q: 'spx', sort: 'created_at', order: 'desc' }),
      SLOW,
    );
  });

  it('shows "–" for a run without figures and lets only finished runs be ticked', async () => {
    const connection = await createTestConnection();
    const summary = { total_return_pct: 12.345, cagr_pct: -3.2, sharpe: 0.5, max_drawdown_pct: -7, trades: 1234 };
    stubList(connection, [item('a', 'SUCCESS', summary), item('b', 'RUNNING'), item('c', 'FAILED')]);
    renderTasks(connection);
    expect(await column('Total return')).toEqual(['+12.35%', '–', '–']);
    expect(await column('CAGR')).toEqual(['-3.20%', '–', '–']);
    expect(await column('Sharpe')).toEqual(['0.50', '–', '–']);
    expect(await column('Max drawdown')).toEqual(['-7.00%', '–', '–']);
    expect(await column('Trades')).toEqual(['1,234', '–', '–']);

    expect((screen.getByRole('checkbox', { name: 'Compare Run a on SPX' }) as HTMLInputElement).disabled).toBe(false);
    for (const id of ['b', 'c']) {
      const box = screen.getByRole('checkbox', { name: `Compare Run ${id} on SPX` }) as HTMLInputElement;
      expect(box.disabled).toBe(true);
      expect(box.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Only a finished (SUCCESS) backtest can be compared.',
      );
    }
  });

  it('ticks 2 to 4 runs without opening them, then opens the comparison of those ticked', async () => {
    const connection = await createTestConnection();
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const summary = { total_return_pct: 1, cagr_pct: 1, sharpe: 1, max_drawdown_pct: -1, trades: 1 };
    stubList(
      connection,
      ids.map((id) => item(id, 'SUCCESS', summary)),
    );
    renderTasks(connection);
    await bodyRows();
    const box = (id: string) => screen.getByRole('checkbox', { name: `Compare Run ${id} on SPX` }) as HTMLInputElement;
    const compare = () => screen.getByRole('button', { name: /^Compare/ }) as HTMLButtonElement;
    expect(compare().disabled).toBe(true);

    await userEvent.click(box('b'));
    // Ticking opens nothing: the ticked ids go into the Tasks address, to survive a reload.
    await waitFor(() => expect(address()).toBe('/tasks?compare=b'));
    expect(compare().disabled).toBe(true);
    for (const id of ['d', 'a', 'e']) await userEvent.click(box(id));
    expect(box('c').disabled).toBe(true);
    expect(screen.getByText(/4 is the most one comparison shows/)).toBeTruthy();
    // Unticking one frees a place.
    await userEvent.click(box('a'));
    expect(box('c').disabled).toBe(false);
    await waitFor(() => expect(address()).toBe('/tasks?compare=b%2Cd%2Ce'));

    await userEvent.click(screen.getByRole('button', { name: 'Compare 3 backtests' }));
    expect(address()).toBe('/tasks/compare?ids=b,d,e');
  });

  it('keeps the ticked runs across a reload: a link with the selection ticks them again', async () => {
    const connection = await createTestConnection();
    stubList(
      connection,
      ['a', 'b', 'c'].map((id) => item(id, 'SUCCESS')),
    );
    renderTasks(connection, '/tasks?compare=c,a');
    await bodyRows();
    const box = (id: string) => screen.getByRole('checkbox', { name: `Compare Run ${id} on SPX` }) as HTMLInputElement;
    expect([box('a').checked, box('b').checked, box('c').checked]).toEqual([true, false, true]);
    // Named from the rows, in the order of the link.
    expect(screen.getByText('2 ticked: Run c on SPX, Run a on SPX.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Compare 2 backtests' }));
    expect(address()).toBe('/tasks/compare?ids=c,a');
  });
});
