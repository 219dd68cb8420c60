// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
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
