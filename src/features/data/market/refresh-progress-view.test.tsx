// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshProgressView } from './refresh-progress-view.tsx';
import { marketConnection, refreshTask } from '../../../client/test-market-connection.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(cleanup);

// In the app's theme, whose breakpoints the view's layout follows; the view itself asks the host nothing.
const render = (ui: ReactNode) => renderApp(ui, marketConnection({}));

const AAPL = { symbol: 'AAPL', status: 'updated', rows_added: 1234, first: '2020-01-02', last: '2024-11-22' } as const;
const BAD = {
  symbol: 'BAD',
  status: 'failed',
  rows_added: 0,
  first: null,
  last: null,
  error: 'yahoo answered 500 three times',
} as const;

function rows(): string[][] {
  const table = screen.getByRole('table', { name: 'Symbols fetched' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('RefreshProgressView', () => {
  it('shows a running refresh: the symbols done so far, the bar, time left, and Cancel', async () => {
    const onCancel = vi.fn();
    render(
      <RefreshProgressView
        task={refreshTask({
          progress: 0.4,
          refresh_progress: { done: 2, total: 5, symbols: [AAPL, BAD], seconds_left: 150 },
        })}
        onCancel={onCancel}
        cancelling={false}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('2 of 5 symbols done · about 3 min left');
    expect(screen.getByRole('progressbar', { name: 'Refresh progress' }).getAttribute('aria-valuenow')).toBe('40');
    expect(rows()).toEqual([
      ['AAPL', 'Updated', '1,234', '2020-01-02 to 2024-11-22'],
      ['BAD', 'Failed', '0', 'yahoo answered 500 three times'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel refresh' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('sums up an ended refresh, with no Cancel', () => {
    render(
      <RefreshProgressView
        task={refreshTask({
          status: 'SUCCESS',
          result: {
            source: 'yahoo',
            symbols: [AAPL, { ...AAPL, symbol: 'MSFT', status: 'unchanged', rows_added: 0 }, BAD],
          },
        })}
        onCancel={() => undefined}
        cancelling={false}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Fetched 3 symbols from yahoo: 1 updated, 1 unchanged, 1 failed. What was stored for a failed symbol is kept as it was.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel refresh' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(rows()).toHaveLength(3);
  });

  it('says what of the option chain and dividend figures each symbol stored, and what failed', () => {
    render(
      <RefreshProgressView
        task={refreshTask({
          status: 'SUCCESS',
          result: {
            source: 'yahoo',
            symbols: [
              { ...AAPL, snapshots: ['chain', 'fundamentals'] },
              {
                ...AAPL,
                symbol: 'KO',
                snapshots: ['fundamentals'],
                snapshot_error: 'option chain: yahoo answered 404 (what was stored is kept)',
              },
            ],
          },
        })}
        onCancel={() => undefined}
        cancelling={false}
      />,
    );
    expect(rows().map((row) => row[3])).toEqual([
      '2020-01-02 to 2024-11-22 · option chain and dividend figures stored',
      '2020-01-02 to 2024-11-22 · dividend figures storedoption chain: yahoo answered 404 (what was stored is kept)',
    ]);
  });

  it('says a cancelled refresh stopped, and a failed one why', () => {
    const { unmount } = render(
      <RefreshProgressView
        task={refreshTask({ status: 'SUCCESS', result: { source: 'stooq', symbols: [AAPL], cancelled: true } })}
        onCancel={() => undefined}
        cancelling={false}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Cancelled after 1 symbol from stooq: 1 updated, 0 unchanged, 0 failed.',
    );
    unmount();
    render(
      <RefreshProgressView
        task={refreshTask({ status: 'FAILED', error: 'the store could not be opened' })}
        onCancel={() => undefined}
        cancelling={false}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The refresh failed: the store could not be opened.');
  });
});
