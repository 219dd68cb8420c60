// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyBacktestTask } from '../../../contract/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { RSI_DIP } from '../../../testing/strategies.ts';
import { CREATED_AT, fakeResearchService } from '../../../ui/research/test-research-service.ts';
import { WalkForwardTab } from './walk-forward-tab.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const WAIT = { timeout: 5000 };

describe('the Walk-forward tab', () => {
  it('sends the ranges with the window sizes and anchoring, then shows its progress', async () => {
    const service = fakeResearchService(() => ({
      task_id: 'task-1',
      task_type: 'walk_forward',
      status: 'RUNNING',
      progress: 0.5,
      params: {},
      username: 'local',
      created_at: CREATED_AT,
    }));
    const user = userEvent.setup({ delay: null });
    renderApp(<WalkForwardTab getRequest={() => RSI_DIP} openStrategy={vi.fn()} />, service.connection);
    await user.click(screen.getByRole('button', { name: 'Add range' }));
    const inSample = screen.getByRole('textbox', { name: 'In-sample bars' });
    await user.clear(inSample);
    await user.type(inSample, '10');
    expect(screen.getByText('At least 20 bars')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run walk-forward' })).toHaveProperty('disabled', true);
    await user.type(inSample, '0');
    const minTrades = screen.getByRole('textbox', { name: 'Minimum trades' });
    expect(minTrades).toHaveProperty('value', '30');
    await user.clear(minTrades);
    await user.type(minTrades, '1.5');
    expect(screen.getByText('A whole number of trades, 0 or more')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run walk-forward' })).toHaveProperty('disabled', true);
    await user.clear(minTrades);
    await user.type(minTrades, '5');
    await user.click(screen.getByRole('switch', { name: /^Anchored/ }));
    await user.click(screen.getByRole('button', { name: 'Run walk-forward' }));
    await waitFor(() => expect(service.sent.some((s) => s.path === '/backtest/walk_forward/start')).toBe(true));
    expect(service.sent.find((s) => s.path === '/backtest/walk_forward/start')!.body).toEqual({
      strategy: RSI_DIP,
      axes: [{ path: 'entry.condition.signal.name', values: ['RSI(12)', 'RSI(13)', 'RSI(14)', 'RSI(15)', 'RSI(16)'] }],
      metric: 'Sharpe Ratio',
      min_trades: 5,
      in_sample_bars: 100,
      out_of_sample_bars: 126,
      anchored: true,
    });
    const bar = await screen.findByRole('progressbar', { name: 'Walk-forward progress' }, WAIT);
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('button', { name: 'Cancel the walk-forward' })).toBeTruthy();
  });

  it('shows a 400 about an axis at its range', async () => {
    const service = fakeResearchService(() => ({}) as AnyBacktestTask);
    service.submitAnswer = {
      status: 400,
      body: {
        detail: [{ loc: ['body', 'axes', 0, 'path'], msg: 'the strategy has no entry.condition', type: 'value_error' }],
      },
    };
    const user = userEvent.setup({ delay: null });
    renderApp(<WalkForwardTab getRequest={() => RSI_DIP} openStrategy={vi.fn()} />, service.connection);
    await user.click(screen.getByRole('button', { name: 'Add range' }));
    await user.click(screen.getByRole('button', { name: 'Run walk-forward' }));
    const range = screen.getByRole('group', { name: 'Range 1' });
    expect((await within(range).findByRole('alert')).textContent).toBe('the strategy has no entry.condition');
  });
});
