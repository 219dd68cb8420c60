// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyBacktestTask } from '../../contract/index.ts';
import { combinationStrategy } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { RSI_DIP } from '../../testing/strategies.ts';
import { fakeResearchService, WF_RESULT } from './test-research-service.ts';
import { WalkForwardResultView } from './walk-forward-result-view.tsx';

afterEach(cleanup);

describe('the walk-forward result', () => {
  it('shows the efficiency, the windows on a timeline and in a table, and opens a window’s choice', async () => {
    const openStrategy = vi.fn();
    const user = userEvent.setup({ delay: null });
    const service = fakeResearchService(() => ({}) as AnyBacktestTask);
    renderApp(
      <WalkForwardResultView result={WF_RESULT} strategy={RSI_DIP} openStrategy={openStrategy} />,
      service.connection,
    );

    expect(screen.getByLabelText('Walk-forward efficiency').textContent).toMatch(
      /^Walk-forward efficiency 0\.62: the out-of-sample annualised return over the in-sample one; the choices kept a good part/,
    );
    const timeline = screen.getByRole('img', { name: /^2 rolling walk-forward windows from 2010-01-04 to 2012-12-31/ });
    expect(timeline.getAttribute('aria-label')).toContain(
      'window 2 in sample 2010-07-01 to 2012-06-29, out of sample 2012-07-02 to 2012-12-31',
    );
    expect(timeline.querySelectorAll('rect')).toHaveLength(4);

    const table = screen.getByRole('table', { name: 'Walk-forward windows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('2010-01-04 to 2011-12-30');
    expect(rows[0].textContent).toContain('2012-01-03 to 2012-06-29');
    expect(rows[1].textContent).toContain('-0.20');

    await user.click(
      within(rows[1]).getByRole('button', {
        name: 'Window 2: Entry: RSI(14) value 25, Max bars held 10; open in the builder',
      }),
    );
    expect(openStrategy).toHaveBeenCalledWith(
      combinationStrategy(RSI_DIP, WF_RESULT.axes, [25, 10]),
      "Opened walk-forward window 2's choice entry.condition.rule.comparison_value=25, risk_control.days=10.",
    );
  });

  it('says which field of the stored strategy does not read when a choice cannot be opened', async () => {
    const openStrategy = vi.fn();
    const user = userEvent.setup({ delay: null });
    const service = fakeResearchService(() => ({}) as AnyBacktestTask);
    // Stored by an older version: a direction this one does not know.
    const stored = { ...RSI_DIP, direction: 'Sideways' };
    renderApp(
      <WalkForwardResultView result={WF_RESULT} strategy={stored} openStrategy={openStrategy} />,
      service.connection,
    );
    const table = screen.getByRole('table', { name: 'Walk-forward windows' });
    const rows = within(table).getAllByRole('row').slice(1);
    await user.click(within(rows[1]).getByRole('button', { name: /^Window 2: .*; open in the builder$/ }));
    expect(openStrategy).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(
      /^This combination cannot be opened in the builder: the stored strategy's direction \(.+\) is not readable by this version of the app\.$/,
    );
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
