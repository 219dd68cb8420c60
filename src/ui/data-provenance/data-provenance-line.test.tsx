// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DataProvenanceLine } from './data-provenance-line.tsx';

afterEach(cleanup);

describe('DataProvenanceLine', () => {
  it("names the data's source and range", () => {
    render(
      <DataProvenanceLine
        data={{ symbol: 'AAPL', source: 'yahoo', first: '2020-01-02', last: '2024-11-22', stale: false }}
      />,
    );
    expect(screen.getByText('Data: yahoo, 2020-01-02 to 2024-11-22')).toBeTruthy();
    expect(screen.queryByText('Stale data')).toBeNull();
  });

  it('flags stale data and says what stale means', () => {
    render(
      <DataProvenanceLine
        data={{ symbol: 'SPY', source: 'sample', first: '2010-01-04', last: '2020-12-31', stale: true }}
      />,
    );
    expect(screen.getByText('Data: bundled sample, 2010-01-04 to 2020-12-31')).toBeTruthy();
    expect(screen.getByLabelText('Stale data: older than the newest data by more than 5 trading days')).toBeTruthy();
  });

  it('shows nothing for a result without provenance', () => {
    const { container } = render(<DataProvenanceLine data={undefined} />);
    expect(container.textContent).toBe('');
  });
});

const AAPL = { symbol: 'AAPL', source: 'yahoo', first: '2020-01-02', last: '2024-11-22', stale: false };
const SPY = { symbol: 'SPY', source: 'sample', first: '2010-01-04', last: '2020-12-31', stale: true };
const MSFT = { symbol: 'MSFT', source: 'stooq', first: '2015-06-01', last: '2024-11-21', stale: false };
const QQQ = { symbol: 'QQQ', source: 'yahoo', first: '2012-03-05', last: '2024-11-15', stale: true };

function note() {
  return screen.getByRole('note', { name: 'Data provenance' });
}

describe('DataProvenanceLine of several symbols', () => {
  it('names each symbol with its source and range, and the stale ones in the flag', () => {
    render(<DataProvenanceLine data={[AAPL, SPY]} />);
    expect(note().textContent).toContain(
      'Data: AAPL yahoo, 2020-01-02 to 2024-11-22; SPY bundled sample, 2010-01-04 to 2020-12-31',
    );
    expect(
      screen.getByLabelText('Stale data: SPY, older than the newest data by more than 5 trading days'),
    ).toBeTruthy();
  });

  it('names one symbol of a list too, without a flag when it is fresh', () => {
    render(<DataProvenanceLine data={[AAPL]} />);
    expect(note().textContent).toBe('Data: AAPL yahoo, 2020-01-02 to 2024-11-22');
  });

  it('sums up more than three symbols and lists each on demand', async () => {
    const user = userEvent.setup();
    render(<DataProvenanceLine data={[AAPL, SPY, MSFT, QQQ]} />);
    // sources in order of appearance; last dates from SPY's 2020-12-31 to AAPL's 2024-11-22
    expect(
      screen.getByText('Data: 4 symbols (yahoo, bundled sample, stooq), last dates 2020-12-31 to 2024-11-22'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Stale data: SPY, QQQ,/)).toBeTruthy();
    const each = screen.getByRole('button', { name: 'Each symbol' });
    expect(each.getAttribute('aria-expanded')).toBe('false');
    await user.click(each);
    const items = within(screen.getByRole('list', { name: 'Data of each symbol' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'AAPL yahoo, 2020-01-02 to 2024-11-22',
      'SPY bundled sample, 2010-01-04 to 2020-12-31 (stale)',
      'MSFT stooq, 2015-06-01 to 2024-11-21',
      'QQQ yahoo, 2012-03-05 to 2024-11-15 (stale)',
    ]);
  });

  it('gives one last date when every symbol ends on the same day', () => {
    const sameDay = [AAPL, MSFT, QQQ, SPY].map((e) => ({ ...e, last: '2024-11-22', stale: false }));
    render(<DataProvenanceLine data={sameDay} />);
    expect(note().textContent).toContain('Data: 4 symbols (yahoo, stooq, bundled sample), last date 2024-11-22');
  });

  it('sums up two symbols on a phone', () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    try {
      render(<DataProvenanceLine data={[AAPL, MSFT]} />);
      expect(note().textContent).toContain('Data: 2 symbols (yahoo, stooq), last dates 2024-11-21 to 2024-11-22');
      expect(screen.getByRole('button', { name: 'Each symbol' })).toBeTruthy();
    } finally {
      viewport.setViewport({ width: 1024, height: 768 });
    }
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(<DataProvenanceLine data={[]} />);
    expect(container.textContent).toBe('');
  });
});
