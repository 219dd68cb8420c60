// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import CorrelationScreen from './correlation-screen.tsx';
import { SLOW } from './test-helpers.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The chips of the Add symbols field, read by their label (a chip has no role of its own). */
function chips(form: HTMLElement): string[] {
  return [...form.querySelectorAll('.MuiChip-label')].map((c) => c.textContent ?? '');
}

describe('Asset correlation: fill from universe', () => {
  it('adds a universe’s members with prices, leaving out the spec’s own and the ones without prices, with Undo', async () => {
    const connection = await createTestConnection();
    // EFA is in the spec's universe (always in the matrix); NOPE has no prices.
    await connection.backtest.call('PUT /data/universes/:name', {
      params: { name: 'Mix' },
      body: { symbols: ['IBM', 'EFA', 'NOPE', 'MSFT'] },
    });
    renderApp(<CorrelationScreen />, connection, { route: '/correlation/assets', path: '/correlation/:view' });
    const form = screen.getByRole('form', { name: 'Asset correlation settings' });
    await userEvent.type(within(form).getByRole('combobox', { name: 'Add symbols' }), 'aapl{enter}');
    expect(chips(form)).toEqual(['AAPL']);

    const fill = within(form).getByRole('combobox', { name: 'Fill from universe' });
    await waitFor(() => expect(within(fill).getByRole('option', { name: 'Mix (4 members)' })).toBeTruthy(), SLOW);
    await userEvent.selectOptions(fill, 'Mix');
    await waitFor(() => expect(chips(form)).toEqual(['IBM', 'MSFT']), SLOW);
    expect(within(form).getByRole('status', { name: 'Universe fill' }).textContent).toMatch(
      /^Filled with the 2 members of Mix that have prices \(of 4 members\)\./,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Undo' }));
    expect(chips(form)).toEqual(['AAPL']);
  });
});
