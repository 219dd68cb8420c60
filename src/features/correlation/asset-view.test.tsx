// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSET_UNIVERSE } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import CorrelationScreen from './correlation-screen.tsx';
import { expectFieldError, expectNoNewRequest, SLOW, waitForDefaultRun } from './test-helpers.ts';

/** The ETF closes bundled in public/samples/wide that belong to the universe. */
const PRESENT = ['EFA', 'EEM', 'IEF', 'TLT', 'TIP', 'LQD'];

async function renderAssets() {
  const connection = await createTestConnection();
  const assetCorrelation = vi.spyOn(connection.analytics, 'assetCorrelation');
  renderApp(<CorrelationScreen />, connection, { route: '/correlation/assets', path: '/correlation/:view' });
  const form = screen.getByRole('form', { name: 'Asset correlation settings' });
  return {
    assetCorrelation,
    form,
    start: within(form).getByLabelText('Start date') as HTMLInputElement,
    end: within(form).getByLabelText('End date') as HTMLInputElement,
    run: within(form).getByRole('button', { name: 'Run asset correlation' }),
  };
}

describe('Asset correlation', () => {
  afterEach(cleanup);

  it('lays the universe out 18 by 18, greys the symbols without prices, and counts the observations', async () => {
    const f = await renderAssets();
    await userEvent.click(f.run);
    const panel = await screen.findByRole('region', { name: 'Asset correlation matrix' }, SLOW);
    const grid = within(panel).getByRole('table', { name: /^Correlation matrix of the asset universe/ });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(19);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([...ASSET_UNIVERSE]);
    for (const [i, symbol] of ASSET_UNIVERSE.entries()) {
      const header = within(rows[i + 1]).getByRole('rowheader');
      expect(header.textContent).toBe(PRESENT.includes(symbol) ? symbol : `${symbol} (no data)`);
    }
    expect(within(grid).getByRole('cell', { name: 'EFA and EFA: 1.00' }).textContent).toBe('1.00');
    expect(within(grid).getByRole('cell', { name: /^IVV and EEM: no value \(IVV: no price data/ }).textContent).toBe(
      '–',
    );
    expect(within(panel).getByRole('list', { name: 'Missing symbols' }).textContent).toMatch(
      /no price data in this connection: IVV, IJH, IJR, SCZ, AGG, SHY, VNQ, GLD, DBC, HYG, USO, DXY/,
    );
    expect(within(panel).getByLabelText('Coverage').textContent).toMatch(
      /^6 of 18 symbols with prices · [\d,]+ observations/,
    );

    // The table lists each of the 15 pairs of the six present symbols once.
    await userEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table', { name: 'Asset correlation matrix: table' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
  });

  it('names a missing or reversed date and keeps both as typed', async () => {
    const f = await renderAssets();
    await waitForDefaultRun(f.assetCorrelation, 'Asset correlation matrix');
    await userEvent.clear(f.end);
    await userEvent.click(f.run);
    expectFieldError(f.end, 'Enter the end date.');
    await expectNoNewRequest(f.assetCorrelation, 1);
    await userEvent.type(f.end, '2009-12-31');
    expectFieldError(f.start, 'The start date must not be after the end date (2009-12-31).');
    await userEvent.click(f.run);
    expectFieldError(f.start, 'The start date must not be after the end date (2009-12-31).');
    expect(f.start.value).toBe('2010-01-01');
    expect(f.end.value).toBe('2009-12-31');
    await expectNoNewRequest(f.assetCorrelation, 1);
  });
});
