// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyBacktestTask, SweepResult } from '../../contract/index.ts';
import { combinationStrategy } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { RSI_DIP } from '../../testing/strategies.ts';
import { SweepResultView } from './sweep-result-view.tsx';
import { DAYS_AXIS, fakeCell, fakeResearchService, fakeSweepResult, VALUE_AXIS } from './test-research-service.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const STOP_AXIS = { path: 'risk_control.stop', values: [-3, -5, -8] };

function renderView(result: SweepResult) {
  const openStrategy = vi.fn();
  const service = fakeResearchService(() => ({}) as AnyBacktestTask);
  renderApp(<SweepResultView result={result} strategy={RSI_DIP} openStrategy={openStrategy} />, service.connection);
  return { openStrategy, user: userEvent.setup({ delay: null }) };
}

describe('the sweep result', () => {
  it('with three axes, shows the first two as a heat map and picks the third with a labelled slider', async () => {
    const result = fakeSweepResult(
      [VALUE_AXIS, DAYS_AXIS, STOP_AXIS],
      ([v, d, s]) => Number(v) + Number(d) + Number(s),
    );
    const { openStrategy, user } = renderView(result);
    expect(screen.getByRole('table', { name: /Max bars held \(columns\) at Stop-loss \(%\) -3$/ })).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Stop-loss (%): -3' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Stop-loss (%) -3');
    fireEvent.change(slider, { target: { value: 2 } });
    const map = screen.getByRole('table', { name: /at Stop-loss \(%\) -8$/ });
    // 30 + 21 - 8 = 43
    await user.click(
      within(map).getByRole('button', { name: 'Entry: RSI(14) value 30, Max bars held 21: Sharpe ratio 43.00' }),
    );
    expect(openStrategy).toHaveBeenCalledWith(
      combinationStrategy(RSI_DIP, result.axes, [30, 21, -8]),
      "Opened the sweep's combination entry.condition.rule.comparison_value=30, risk_control.days=21, risk_control.stop=-8.",
    );
    expect((openStrategy.mock.calls[0][0] as { risk_control: string }).risk_control).toBe('-8/10/21');
  });

  it('says which field of the stored strategy does not read when a combination cannot be opened', async () => {
    const result = fakeSweepResult([VALUE_AXIS, DAYS_AXIS], () => 1);
    const openStrategy = vi.fn();
    const service = fakeResearchService(() => ({}) as AnyBacktestTask);
    // Stored by an older version: a direction this one does not know.
    const stored = { ...RSI_DIP, direction: 'Sideways' };
    renderApp(<SweepResultView result={result} strategy={stored} openStrategy={openStrategy} />, service.connection);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: /: Sharpe ratio 1\.00$/ })[0]);
    expect(openStrategy).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^This combination cannot be opened in the builder: the stored strategy's direction \(.+\) is not readable by this version of the app\.$/,
    );
  });

  it('says which combination could not run, and why', async () => {
    const result = fakeSweepResult([VALUE_AXIS, DAYS_AXIS], () => 1);
    result.cells[1] = fakeCell([25, 21], null, 'not enough bars for RSI(14)');
    renderView(result);
    const cell = screen.getByRole('button', {
      name: 'Entry: RSI(14) value 25, Max bars held 21: Sharpe ratio could not run',
    });
    fireEvent.mouseEnter(cell);
    const details = screen.getByRole('complementary', { name: 'Combination details' });
    expect(within(details).getByRole('alert').textContent).toBe(
      'This combination could not run: not enough bars for RSI(14)',
    );
  });

  it('shows another metric on request, and downloads every cell as CSV', async () => {
    const result = fakeSweepResult([VALUE_AXIS], ([v]) => Number(v) / 10);
    const { user } = renderView(result);
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Total return (%)' }));
    expect(
      screen.getByRole('img', {
        name: /^Total return \(%\) over Entry: RSI\(14\) value from 25 to 35: highest 35\.00 at 35/,
      }),
    ).toBeTruthy();

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:sweep';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: "Download the sweep's cells as CSV" }));
    const text = await blobs[0].text();
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffentry.condition.rule.comparison_value,Total Return (%),CAGR,Sharpe Ratio,Max Drawdown,Win Rate,profit_factor,Total Trades,error',
    );
    expect(text.split('\r\n')).toHaveLength(5);
  });
});
