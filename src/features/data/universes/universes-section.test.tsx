// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { marketConnection } from '../../../client/test-market-connection.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { createTestConnection } from '../../../testing/test-connection.ts';
import { UniversesSection } from './universes-section.tsx';

afterEach(cleanup);

/** The section on the in-process "In this browser" host, which reads the shipped S&P 500 from public/. */
async function renderSection() {
  renderApp(<UniversesSection />, await createTestConnection());
  return screen.findByRole('table', { name: 'Universes' });
}

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the Universes section', () => {
  it('lists the built-in S&P 500 with its 503 members by sector, without Delete', async () => {
    const table = await renderSection();
    const row = rowOf(table, 'S&P 500');
    const cells = within(row).getAllByRole('cell');
    // public/universes/sp500-constituents.csv has 503 rows; SOURCES.md dates it 2026-08-08.
    expect(cells[0]?.textContent).toBe('503');
    expect(cells[1]?.textContent).toBe('2026-08-08');
    expect(within(row).getByText('Built-in')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete S&P 500' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Members of S&P 500' }));
    const members = await within(table).findByRole('group', { name: 'Symbols in S&P 500' });
    // The eleven GICS sectors, each with its count; their counts add up to the 503 members.
    const counts = [...members.querySelectorAll('dt')].map((dt) => Number(/\((\d+)\)$/.exec(dt.textContent)?.[1]));
    expect(counts).toHaveLength(11);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(503);
    expect(members.textContent).toContain('Information Technology');
    expect(members.textContent).toMatch(/\bAAPL\b/);
  });

  it('saves a pasted list as a universe, then deletes it', async () => {
    const table = await renderSection();
    const form = screen.getByRole('form', { name: 'Save a universe' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'My tech');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Symbols' }), 'aapl, msft{Enter}nvda aapl');
    await userEvent.click(within(form).getByRole('button', { name: 'Save universe' }));

    await screen.findByText('Saved My tech with 3 symbols.');
    const row = await waitFor(() => rowOf(table, 'My tech'));
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('3');
    await userEvent.click(within(row).getByRole('button', { name: 'Members of My tech' }));
    expect((await within(table).findByRole('group', { name: 'Symbols in My tech' })).textContent).toBe(
      'AAPL, MSFT, NVDA',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Delete My tech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the universe My tech?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The open dialog hides the table from role queries: it closes first.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: /^My tech/ })).toBeNull());
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['S&P 500Built-in']);
  });

  it("shows the service's 409 for a built-in name on the Name field", async () => {
    await renderSection();
    const form = screen.getByRole('form', { name: 'Save a universe' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 's&p 500');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Symbols' }), 'SPY');
    await userEvent.click(within(form).getByRole('button', { name: 'Save universe' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toMatch(/^Name: .*S&P 500/);
  });

  it('says so on a host that keeps no universes', async () => {
    renderApp(
      <UniversesSection />,
      marketConnection({ 'GET /data/universes': () => ({ status: 501, body: { detail: 'no store here' } }) }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This connection keeps no universes');
  });
});
