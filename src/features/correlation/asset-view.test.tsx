// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../client/connection.tsx';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import CorrelationScreen from './correlation-screen.tsx';
import { expectFieldError, expectNoNewRequest, SLOW, waitForDefaultRun } from './test-helpers.ts';

/** The ETF closes bundled in public/samples/wide that belong to the universe, in the spec's order. */
const PRESENT = ['EFA', 'EEM', 'IEF', 'TLT', 'TIP', 'LQD'];

function Search() {
  return <output aria-label="Current search">{useLocation().search}</output>;
}

async function renderAssets(route = '/correlation/assets', connection?: Connection) {
  const used = connection ?? (await createTestConnection());
  const assetCorrelation = vi.spyOn(used.analytics, 'assetCorrelation');
  renderApp(
    <>
      <CorrelationScreen />
      <Search />
    </>,
    used,
    { route, path: '/correlation/:view' },
  );
  const form = screen.getByRole('form', { name: 'Asset correlation settings' });
  return {
    assetCorrelation,
    form,
    start: within(form).getByLabelText('Start date') as HTMLInputElement,
    end: within(form).getByLabelText('End date') as HTMLInputElement,
    run: within(form).getByRole('button', { name: 'Run asset correlation' }),
    search: () => screen.getByRole('status', { name: 'Current search' }).textContent,
  };
}

describe('Asset correlation', () => {
  afterEach(() => {
    cleanup();
    // A draft left by one test (kept for the tab's life) would be the next test's form.
    sessionStorage.clear();
  });

  it('lays out the symbols with prices, says plainly which of the 18 have none, and counts each pair', async () => {
    const f = await renderAssets();
    const panel = await waitForDefaultRun(f.assetCorrelation, 'Asset correlation matrix');
    const grid = within(panel).getByRole('table', { name: /^Correlation matrix of EFA, EEM, IEF, TLT, TIP, LQD, / });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(PRESENT.length + 1);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(PRESENT);
    expect(within(grid).getByRole('cell', { name: 'EFA and EFA: 1.00' }).textContent).toBe('1.00');
    // Each pair names its count of common daily returns (the bundled file has no gaps: all pairs share them).
    const pair = within(grid).getByRole('cell', {
      name: /^EEM and EFA: -?[01]\.\d\d over [\d,]+ common daily returns$/,
    });
    expect(pair.textContent).toMatch(/^-?[01]\.\d\d$/);
    expect(within(panel).getByRole('list', { name: 'Missing symbols' }).textContent).toBe(
      'No price data in this connection: IVV, IJH, IJR, SCZ, AGG, SHY, VNQ, GLD, DBC, HYG, USO, DXY',
    );
    expect(within(panel).getByText('12 symbols are left out')).toBeTruthy();
    expect(within(panel).getByLabelText('Coverage').textContent).toMatch(
      /^6 of the spec’s 18 symbols with prices · [\d,]+ common daily returns per pair$/,
    );
    expect(
      within(panel).getByRole('img', {
        name: /^Colour scale of correlation: red at .1\.00 \(opposite\), through a neutral grey-white at 0\.00 \(unrelated\), to blue at \+?1\.00 \(together\)$/,
      }),
    ).toBeTruthy();

    // The table lists each of the 15 pairs of the six present symbols once, with its count.
    await userEvent.click(within(panel).getByRole('button', { name: 'Table' }));
    const table = within(panel).getByRole('table', { name: 'Asset correlation matrix: table' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getByRole('columnheader', { name: 'Common daily returns' })).toBeTruthy();
  });

  it('adds a symbol of the data library to the universe, and keeps it in the address', async () => {
    const f = await renderAssets();
    await waitForDefaultRun(f.assetCorrelation, 'Asset correlation matrix');
    const add = within(f.form).getByRole('combobox', { name: 'Add symbols' });
    await userEvent.type(add, 'aapl{enter}');
    // The form now differs from the results: they say so until run.
    expect(await screen.findByText(/^Inputs changed: run again/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Asset correlation matrix' }).textContent).not.toMatch(/AAPL/);
    await userEvent.click(f.run);
    const grid = await screen.findByRole('table', { name: /^Correlation matrix of EFA, .*, LQD, AAPL, / }, SLOW);
    expect(within(grid).getByRole('cell', { name: /^AAPL and EFA: -?[01]\.\d\d over [\d,]+ common/ })).toBeTruthy();
    expect(screen.getByLabelText('Coverage').textContent).toMatch(
      /, plus AAPL · [\d,]+ to [\d,]+ common daily returns/,
    );
    expect(f.assetCorrelation).toHaveBeenLastCalledWith({
      start_date: '2010-01-01',
      end_date: '2016-06-30',
      symbols: ['AAPL'],
    });
    expect(new URLSearchParams(f.search() ?? '').get('asset.symbols')).toBe('AAPL');
    expect(screen.queryByText(/Inputs changed/)).toBeNull();
  });

  it('opens on the address’s inputs, and names an added symbol the service has no prices for', async () => {
    const f = await renderAssets('/correlation/assets?asset.start_date=2011-01-03&asset.symbols=AAPL,NOPE');
    expect(f.start.value).toBe('2011-01-03');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toMatch(/Add symbols: no price data for NOPE in this connection/);
    expectFieldError(
      within(f.form).getByRole('combobox', { name: 'Add symbols' }),
      'no price data for NOPE in this connection',
    );
  });

  it('on a server connection, keeps to the spec’s universe and says why', async () => {
    const local = await createTestConnection();
    const f = await renderAssets('/correlation/assets?asset.symbols=AAPL', {
      ...local,
      label: 'Server',
      kind: 'server',
      library: null,
    });
    expect(within(f.form).queryByRole('combobox', { name: 'Add symbols' })).toBeNull();
    expect(f.form.textContent).toMatch(/Server answers for this universe only/);
    await waitForDefaultRun(f.assetCorrelation, 'Asset correlation matrix');
    expect(f.assetCorrelation).toHaveBeenCalledWith({ start_date: '2010-01-01', end_date: '2016-06-30' });
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
