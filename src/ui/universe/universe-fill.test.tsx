// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import { UniverseFill } from './universe-fill.tsx';

afterEach(cleanup);

/** The price symbols bundled with the app (public/samples/index.json: nine files and the wide file's 22 more ETFs). */
const BUNDLED = [
  ...['SPX', 'AAPL', 'AMZN', 'GOOG', 'IBM', 'DJI', 'MSFT', 'SPY', 'INTC'],
  ...['EEM', 'EWG', 'TIP', 'EWJ', 'EFA', 'IEF', 'EWQ', 'EWU', 'XLB', 'XLE', 'XLF', 'LQD'],
  ...['XLK', 'XLU', 'EPP', 'FXI', 'VGK', 'VPL', 'TLT', 'BND', 'CSJ', 'DIA'],
];

function Field({ initial }: { initial: string[] }) {
  const [symbols, setSymbols] = useState(initial);
  return (
    <>
      <UniverseFill current={symbols} onFill={setSymbols} />
      <output aria-label="Symbols">{symbols.join(',')}</output>
    </>
  );
}

async function renderFill(universes: Record<string, string[]>, initial: string[] = []) {
  const connection = await createTestConnection();
  for (const [name, symbols] of Object.entries(universes)) {
    await connection.backtest.call('PUT /data/universes/:name', { params: { name }, body: { symbols } });
  }
  renderApp(<Field initial={initial} />, connection);
  const select = screen.getByRole('combobox', { name: 'Fill from universe' });
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  return select;
}

const symbolsNow = () => screen.getByRole('status', { name: 'Symbols' }).textContent;

describe('Fill from universe', () => {
  it('puts the first 30 members with prices in the universe’s order and says so', async () => {
    // The 31 bundled symbols with a member without prices in front: 30 of the 31 priced ones go in.
    const select = await renderFill({ Everything: ['NOPE', ...BUNDLED] });
    await userEvent.selectOptions(select, 'Everything');
    await waitFor(() => expect(symbolsNow()).toBe(BUNDLED.slice(0, 30).join(',')));
    expect(screen.getByRole('status', { name: 'Universe fill' }).textContent).toBe(
      'Filled with the first 30 of the 31 members of Everything that have prices (of 32 members).',
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('replaces what was there with an Undo that gives it back, and leaves the field alone when none has prices', async () => {
    const select = await renderFill({ Tech: ['MSFT', 'NOPE', 'AAPL'], Ghosts: ['NOPE', 'NADA'] }, ['GOOG', 'IBM']);
    await userEvent.selectOptions(select, 'Tech');
    await waitFor(() => expect(symbolsNow()).toBe('MSFT,AAPL'));
    expect(screen.getByRole('status', { name: 'Universe fill' }).textContent).toMatch(
      /^Filled with the 2 members of Tech that have prices \(of 3 members\)\./,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(symbolsNow()).toBe('GOOG,IBM');

    await userEvent.selectOptions(select, 'Ghosts');
    await screen.findByText('None of the 2 members of Ghosts has prices here: refresh it on the Data screen.');
    expect(symbolsNow()).toBe('GOOG,IBM');
  });
});
