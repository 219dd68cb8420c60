// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyBacktestTask, SweepResult } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { RSI_DIP } from '../../testing/strategies.ts';
import { SweepResultView } from './sweep-result-view.tsx';
import { DAYS_AXIS, fakeResearchService, fakeSweepResult, VALUE_AXIS } from './test-research-service.ts';

afterEach(cleanup);

function renderView(result: SweepResult) {
  const service = fakeResearchService(() => ({}) as AnyBacktestTask);
  renderApp(<SweepResultView result={result} strategy={RSI_DIP} openStrategy={vi.fn()} />, service.connection);
}

/** The value beside a label in the block's description list. */
function figure(block: HTMLElement, label: RegExp): string {
  const term = within(block).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('the sweep result’s luck block', () => {
  it('shows the trials, the best cell, the expected best of luck, the DSR and the PBO, labelled', () => {
    const result: SweepResult = {
      ...fakeSweepResult([VALUE_AXIS, DAYS_AXIS], ([v, d]) => Number(v) + Number(d)),
      overfitting: {
        trials: 6,
        sharpe_std: 0.01,
        expected_max_sharpe: 0.0127,
        best_cell: 5,
        best_sharpe: 0.0456,
        deflated_sharpe: 0.9731,
        pbo: 0.125,
        pbo_cells: 6,
      },
    };
    renderView(result);
    const block = screen.getByRole('region', { name: 'How likely is it luck' });
    expect(figure(block, /^Combinations measured$/)).toBe('6');
    // cell 5 in row-major order of 3 x 2 is the last: value 35, days 21
    expect(figure(block, /^Best by Sharpe ratio$/)).toBe('Entry: RSI(14) value 35 · Max bars held 21');
    expect(figure(block, /^Its Sharpe ratio per bar$/)).toBe('0.0456');
    expect(figure(block, /^Best expected from luck alone/)).toBe('0.0127');
    expect(figure(block, /^Deflated Sharpe ratio/)).toBe('97.3%');
    expect(figure(block, /^Probability of backtest overfitting \(6 cells, 16 blocks\)$/)).toBe('12.5%');
    expect(within(block).getByText(/well above what this many tries would reach by luck/)).toBeTruthy();
    expect(within(block).getByText(/mostly picked an above-median cell/)).toBeTruthy();
  });

  it('is absent from a result stored before it was measured', () => {
    renderView(fakeSweepResult([VALUE_AXIS], () => 1));
    expect(screen.queryByRole('region', { name: 'How likely is it luck' })).toBeNull();
  });
});
