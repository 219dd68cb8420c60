// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyBacktestTask, StrategyParamsRequest } from '../../../contract/index.ts';
import { combinationStrategy } from '../../../contract/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { RSI_DIP } from '../../../testing/strategies.ts';
import { SweepTab } from './sweep-tab.tsx';
import type { FakeResearchService } from '../../../ui/research/test-research-service.ts';
import { CREATED_AT, fakeResearchService, fakeSweepResult } from '../../../ui/research/test-research-service.ts';
import { SWEEP_TAB_KEY } from './sweep-storage.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const WAIT = { timeout: 5000 };
const RSI_AXIS = { path: 'entry.condition.signal.name', values: ['RSI(12)', 'RSI(13)', 'RSI(14)'] };
const VALUE_AXIS = { path: 'entry.condition.rule.comparison_value', values: [25, 30, 35] };

const sweepTask = (over: Partial<AnyBacktestTask> = {}): AnyBacktestTask =>
  ({
    task_id: 'task-1',
    task_type: 'sweep',
    status: 'RUNNING',
    progress: 0.4,
    params: { strategy: RSI_DIP, axes: [RSI_AXIS, VALUE_AXIS] },
    username: 'local',
    created_at: CREATED_AT,
    ...over,
  }) as AnyBacktestTask;

const finished = () =>
  sweepTask({
    status: 'SUCCESS',
    progress: undefined,
    result: fakeSweepResult(
      [RSI_AXIS, VALUE_AXIS],
      ([name, value]) => Number(String(name).slice(4, 6)) / 10 + Number(value) / 100,
    ),
  } as Partial<AnyBacktestTask>);

type User = ReturnType<typeof userEvent.setup>;

function renderTab(service: FakeResearchService, getRequest: () => StrategyParamsRequest = () => RSI_DIP) {
  const openStrategy = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = renderApp(<SweepTab getRequest={getRequest} openStrategy={openStrategy} />, service.connection);
  return { user, openStrategy, view };
}

async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

const range = (n: number) => screen.getByRole('group', { name: `Range ${n}` });
const combinations = () => screen.getByRole('status', { name: 'Combinations' }).textContent;

describe('the Sweep tab', () => {
  it('sends the ranges as axes (a signal period as whole names) and shows the progress, time left and Cancel', async () => {
    const service = fakeResearchService(() => sweepTask());
    const { user } = renderTab(service);
    expect(combinations()).toMatch(/No range yet/);

    await user.click(screen.getByRole('button', { name: 'Add range' }));
    expect(within(range(1)).getByRole('combobox', { name: 'Field' }).textContent).toMatch(/^Entry: RSI period/);
    await retype(user, within(range(1)).getByRole('textbox', { name: 'From' }), '12');
    await retype(user, within(range(1)).getByRole('textbox', { name: 'To' }), '14');
    await retype(user, within(range(1)).getByRole('textbox', { name: 'Step' }), '1');

    await user.click(screen.getByRole('button', { name: 'Add range' }));
    await user.click(within(range(2)).getByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByRole('option', { name: /^Entry: RSI\(14\) value/ }));
    await retype(user, within(range(2)).getByRole('textbox', { name: 'From' }), '25');
    await retype(user, within(range(2)).getByRole('textbox', { name: 'To' }), '35');
    await retype(user, within(range(2)).getByRole('textbox', { name: 'Step' }), '5');
    expect(combinations()).toBe('9 combinations to run.');

    await user.click(screen.getByRole('combobox', { name: 'Metric' }));
    await user.click(await screen.findByRole('option', { name: 'CAGR (%)' }));
    await user.click(screen.getByRole('button', { name: 'Run sweep' }));

    await waitFor(() => expect(service.sent.some((s) => s.path === '/backtest/sweep/start')).toBe(true));
    expect(service.sent.find((s) => s.path === '/backtest/sweep/start')!.body).toEqual({
      strategy: RSI_DIP,
      axes: [RSI_AXIS, { path: VALUE_AXIS.path, values: { from: 25, to: 35, step: 5 } }],
      metric: 'CAGR',
      // the field's default, the service's own
      min_trades: 30,
    });

    const bar = await screen.findByRole('progressbar', { name: 'Sweep progress' }, WAIT);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText(/^40% done, (about \d+ s left|estimating)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run sweep' })).toHaveProperty('disabled', true);

    service.setStatus(() => sweepTask({ status: 'FAILED', progress: undefined, error: 'cancelled by the user' }));
    await user.click(screen.getByRole('button', { name: /^Cancel the sweep/ }));
    await waitFor(() =>
      expect(service.sent.some((s) => s.method === 'POST' && s.path === '/backtest/tasks/task-1/cancel')).toBe(true),
    );
    expect(await screen.findByText(/The sweep was cancelled: cancelled by the user/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Sweep progress' })).toBeNull();
  });

  it('refuses more than 10,000 combinations with a message naming the count', async () => {
    const service = fakeResearchService(() => sweepTask());
    const { user } = renderTab(service);
    await user.click(screen.getByRole('button', { name: 'Add range' }));
    await retype(user, within(range(1)).getByRole('textbox', { name: 'From' }), '1');
    await retype(user, within(range(1)).getByRole('textbox', { name: 'To' }), '101');
    await retype(user, within(range(1)).getByRole('textbox', { name: 'Step' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add range' }));
    await retype(user, within(range(2)).getByRole('textbox', { name: 'From' }), '1');
    await retype(user, within(range(2)).getByRole('textbox', { name: 'To' }), '100');
    await retype(user, within(range(2)).getByRole('textbox', { name: 'Step' }), '1');
    expect(combinations()).toBe('10,100 combinations to run.');
    expect(screen.getByRole('alert').textContent).toBe(
      '10,100 combinations is too many: a sweep runs at most 10,000. Widen a step or narrow a range.',
    );
    expect(screen.getByRole('button', { name: 'Run sweep' })).toHaveProperty('disabled', true);
    // Narrowed, it runs.
    await retype(user, within(range(2)).getByRole('textbox', { name: 'To' }), '99');
    expect(combinations()).toBe('9,999 combinations to run.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Run sweep' })).toHaveProperty('disabled', false);
    // Removing a range takes its factor away.
    await user.click(screen.getByRole('button', { name: 'Remove range 2' }));
    expect(combinations()).toBe('101 combinations to run.');
  });

  it('keeps the ranges in this browser: a new mount (another tab, another screen) shows them again', async () => {
    const service = fakeResearchService(() => sweepTask());
    const first = renderTab(service);
    await first.user.click(screen.getByRole('button', { name: 'Add range' }));
    await retype(first.user, within(range(1)).getByRole('textbox', { name: 'To' }), '33');
    first.view.unmount();
    expect(localStorage.getItem(SWEEP_TAB_KEY)).toContain('"to":"33"');
    renderTab(service);
    expect(within(range(1)).getByRole('textbox', { name: 'To' })).toHaveProperty('value', '33');
  });

  it('shows the heat map of two axes; a cell opens that combination in the builder', async () => {
    localStorage.setItem(
      SWEEP_TAB_KEY,
      JSON.stringify({ drafts: [], metric: 'Sharpe Ratio', run: { taskId: 'task-1', startedAt: Date.now() } }),
    );
    const service = fakeResearchService(finished);
    const { user, openStrategy } = renderTab(service);
    const map = await screen.findByRole(
      'table',
      { name: /^Sharpe ratio by Entry: signal \(rows\) and Entry: RSI\(14\) value/ },
      WAIT,
    );
    expect(
      within(map)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Entry: RSI(14) value →Entry: signal ↓', '25', '30', '35']);
    expect(
      within(map)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['RSI(12)', 'RSI(13)', 'RSI(14)']);
    const cell = within(map).getByRole('button', {
      name: 'Entry: signal RSI(13), Entry: RSI(14) value 30: Sharpe ratio 1.60',
    });

    // Focus shows every figure of the combination.
    cell.focus();
    const details = screen.getByRole('complementary', { name: 'Combination details' });
    await waitFor(() => expect(details.textContent).toContain('Entry: signal RSI(13) · Entry: RSI(14) value 30'));
    expect(details.textContent).toContain('Total return (%)16.00');

    await user.click(cell);
    expect(openStrategy).toHaveBeenCalledWith(
      combinationStrategy(RSI_DIP, [RSI_AXIS, VALUE_AXIS], ['RSI(13)', 30]),
      "Opened the sweep's combination entry.condition.signal.name=RSI(13), entry.condition.rule.comparison_value=30.",
    );
    const opened = openStrategy.mock.calls[0][0] as typeof RSI_DIP;
    expect(opened.entry.condition.signal.name).toBe('RSI(13)');
    expect(opened.entry.condition.rule.comparison_value).toBe(30);

    // Every cell is a button in the Tab order.
    expect(within(map).getAllByRole('button')).toHaveLength(9);

    // The neighbourhood view averages each cell with its neighbours: the corner RSI(12)/25 with 3 others.
    await user.click(screen.getByRole('switch', { name: 'Neighbourhood' }));
    const averaged = await screen.findByRole('table', { name: /^Sharpe ratio \(neighbourhood average\)/ });
    // (1.45 + 1.50 + 1.55 + 1.60) / 4 = 1.525
    expect(
      within(averaged).getByRole('button', {
        name: /^Entry: signal RSI\(12\), Entry: RSI\(14\) value 25: Sharpe ratio \(neighbourhood average\) 1\.5[23]$/,
      }),
    ).toBeTruthy();
  });
});
