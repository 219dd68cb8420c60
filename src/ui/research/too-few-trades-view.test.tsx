// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyBacktestTask, SweepResult, WalkForwardResult } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { RSI_DIP } from '../../testing/strategies.ts';
import { SweepResultView } from './sweep-result-view.tsx';
import {
  DAYS_AXIS,
  fakeCell,
  fakeResearchService,
  fakeSweepResult,
  VALUE_AXIS,
  WF_RESULT,
} from './test-research-service.ts';
import { WalkForwardResultView } from './walk-forward-result-view.tsx';

afterEach(cleanup);

function render(view: React.ReactElement) {
  const service = fakeResearchService(() => ({}) as AnyBacktestTask);
  renderApp(view, service.connection);
}

/** VALUE_AXIS (25, 30, 35) by DAYS_AXIS (10, 21): Sharpe = value / 10; the cell 35/21 makes 7 trades, the rest 70. */
function thinResult(): SweepResult {
  const base = fakeSweepResult([VALUE_AXIS, DAYS_AXIS], ([v]) => Number(v) / 10);
  const cells = base.cells.map((c) => ({ ...c, 'Total Trades': c.values.join() === '35,21' ? 7 : 70 }));
  // best of the cells with 30 trades or more: 35/10 (index 4, Sharpe 3.5); 35/21 has as much but only 7 trades
  return { ...base, cells, min_trades: 30, best: 4, best_reason: null };
}

describe('a sweep with thin cells', () => {
  it('hatches the cells below min_trades, names them as not ranked and outlines the best of the others', () => {
    render(<SweepResultView result={thinResult()} strategy={RSI_DIP} openStrategy={vi.fn()} />);
    const map = screen.getByRole('table', { name: /by Entry: RSI\(14\) value \(rows\)/ });
    const thin = within(map).getByRole('button', {
      name: 'Entry: RSI(14) value 35, Max bars held 21: Sharpe ratio 3.50; 7 trades, fewer than 30: not ranked',
    });
    expect(thin.style.background).toContain('repeating-linear-gradient');
    const best = within(map).getByRole('button', {
      name: 'Entry: RSI(14) value 35, Max bars held 10: Sharpe ratio 3.50; best',
    });
    expect(best.style.background).not.toContain('repeating-linear-gradient');
    const plain = within(map).getByRole('button', {
      name: 'Entry: RSI(14) value 25, Max bars held 10: Sharpe ratio 2.50',
    });
    expect(plain.style.background).not.toContain('repeating-linear-gradient');
    expect(screen.getByRole('note', { name: 'Best combination' }).textContent).toBe(
      'Best by Sharpe ratio among the combinations with at least 30 trades: Entry: RSI(14) value 35, Max bars held 10 (3.50).',
    );
    expect(screen.getByText(/Hatched: fewer than 30 trades/)).toBeTruthy();
  });

  it('says why no combination is best when none has enough trades', () => {
    const result: SweepResult = {
      ...fakeSweepResult([VALUE_AXIS], () => 1),
      min_trades: 30,
      best: null,
      best_reason: 'no combination made at least 30 trades (min_trades): 3 ran with fewer, too few to call one best',
    };
    render(<SweepResultView result={result} strategy={RSI_DIP} openStrategy={vi.fn()} />);
    expect(screen.getByRole('note', { name: 'Best combination' }).textContent).toBe(
      'No combination is ranked best: no combination made at least 30 trades (min_trades): 3 ran with fewer, too few to call one best.',
    );
    // the line's table marks each value (10 trades each) and names no highest
    const table = screen.getByRole('table', { name: 'Sharpe ratio by Entry: RSI(14) value' });
    expect(within(table).getAllByText('(fewer than 30 trades)')).toHaveLength(3);
    expect(screen.getByRole('img', { name: /none has 30 trades or more to rank/ })).toBeTruthy();
  });

  it('marks a symbol below min_trades in the table of symbols', () => {
    const result: SweepResult = {
      axes: [{ path: 'symbol', values: ['SPX', 'IBM'] }],
      metric: 'Sharpe Ratio',
      cells: [{ ...fakeCell(['SPX'], 1), 'Total Trades': 40 }, fakeCell(['IBM'], 2)],
      min_trades: 30,
      best: 0,
      best_reason: null,
    };
    render(<SweepResultView result={result} strategy={RSI_DIP} openStrategy={vi.fn()} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const ibm = rows.find((r) => within(r).queryByRole('button', { name: 'IBM: open in the builder' }))!;
    const spx = rows.find((r) => within(r).queryByRole('button', { name: 'SPX: open in the builder' }))!;
    expect(ibm.textContent).toContain('fewer than 30 trades');
    expect(spx.textContent).not.toContain('fewer than 30 trades');
  });
});

describe('a walk-forward on few trades', () => {
  it('lists the warnings and gives no efficiency verdict', () => {
    const result: WalkForwardResult = {
      ...WF_RESULT,
      efficiency: null,
      efficiency_reason:
        'the out-of-sample windows made 8 trades in all, fewer than min_trades (30): too few to judge whether the choices hold up',
      min_trades: 30,
      warnings: [
        { kind: 'no_trades', windows: [2], message: '1 of 2 windows made no trade out of sample (window 2).' },
        { kind: 'tied_choice', windows: [1], message: 'In window 1 other combinations scored the same in sample.' },
      ],
    };
    render(<WalkForwardResultView result={result} strategy={RSI_DIP} openStrategy={vi.fn()} />);
    const verdict = screen.getByLabelText('Walk-forward efficiency').textContent;
    expect(verdict).toBe(
      'Walk-forward efficiency: no verdict, because the out-of-sample windows made 8 trades in all, fewer than min_trades (30): too few to judge whether the choices hold up.',
    );
    expect(verdict).not.toMatch(/kept|carry over|fitted|did as well/);
    const warnings = screen.getByRole('region', { name: 'Walk-forward warnings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 of 2 windows made no trade out of sample (window 2).',
      'In window 1 other combinations scored the same in sample.',
    ]);
  });

  it('shows no warnings box when there is nothing to warn of', () => {
    render(<WalkForwardResultView result={WF_RESULT} strategy={RSI_DIP} openStrategy={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Walk-forward warnings' })).toBeNull();
  });
});
