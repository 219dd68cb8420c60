// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { drawdownBins, TradeMonteCarloPanel } from './trade-monte-carlo-panel.tsx';

afterEach(cleanup);

describe('the Monte Carlo of the trades', () => {
  it('runs on request and shows the drawdown percentiles and the equity band, labelled', async () => {
    const user = userEvent.setup({ delay: null });
    // two losses of 10%: every history is the same, 100 -> 90 -> 81, a drawdown of 19%
    render(<TradeMonteCarloPanel returnsPct={[-10, -10]} />);
    await user.click(screen.getByRole('button', { name: 'Run a Monte Carlo of the trades' }));
    const table = screen.getByRole('table', { name: 'Maximum drawdown percentiles' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['5th', '25th', '50th', '75th', '95th'].map((p) => `${p}-19.00%`));
    expect(
      screen.getByRole('img', {
        name: /after 2 trades the 5th percentile is 81\.0%, the median 81\.0% and the 95th percentile 81\.0%/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /Histogram of the maximum drawdown of 1000 resampled histories/ }),
    ).toBeTruthy();
  });

  it('bins the drawdowns evenly from the deepest to the shallowest', () => {
    const bins = drawdownBins(Float64Array.from([-40, -30, -20, -20, 0]));
    expect(bins).toHaveLength(20);
    // width 2: -40 in the first bin, -30 in the sixth, -20 twice in the eleventh, 0 in the last
    expect(bins.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(bins[0].label).toBe('-40.0% to -38.0%');
  });
});
