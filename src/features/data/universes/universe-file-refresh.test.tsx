// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { marketConnection, refreshTask } from '../../../client/test-market-connection.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { createTestConnection } from '../../../testing/test-connection.ts';
import { UniversesSection } from './universes-section.tsx';

afterEach(cleanup);

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('a universe from a CSV file', () => {
  it('fills the fields for review without losing what was typed, then saves the sectors with it', async () => {
    const connection = await createTestConnection();
    renderApp(<UniversesSection />, connection);
    const form = await screen.findByRole('form', { name: 'Save a universe' });
    const symbols = within(form).getByRole('textbox', { name: 'Symbols' });
    await userEvent.type(symbols, 'SPY');
    await userEvent.upload(
      within(form).getByLabelText('Universe CSV file'),
      csv('energy names.csv', 'Ticker,Sector\nxom,Energy\nCVX,Energy\n'),
    );
    await waitFor(() => expect((symbols as HTMLTextAreaElement).value).toBe('SPY\nXOM, CVX'));
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('energy names');
    expect(within(form).getByRole('alert', { name: 'Universe file' }).textContent).toBe(
      'Read 2 symbols (2 with a sector) from energy names.csv, after the ones typed: review them and save.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save universe' }));
    await screen.findByText('Saved energy names with 3 symbols.');
    const saved = await connection.backtest.call('GET /data/universes/:name', { params: { name: 'energy names' } });
    expect(saved.symbols).toEqual(['SPY', 'XOM', 'CVX']);
    expect(saved.sectors).toEqual({ XOM: 'Energy', CVX: 'Energy' });
  });

  it('names the row and column of a bad file and leaves the fields as they were', async () => {
    renderApp(<UniversesSection />, await createTestConnection());
    const form = await screen.findByRole('form', { name: 'Save a universe' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Mine');
    await userEvent.upload(within(form).getByLabelText('Universe CSV file'), csv('bad.csv', 'Symbol\nAAPL\nM$FT\n'));
    const alert = await within(form).findByRole('alert', { name: 'Universe file' });
    expect(alert.textContent).toMatch(/^bad\.csv was not read:Row 3, column Symbol: “M\$FT”: /);
    expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Mine');
    expect((within(form).getByRole('textbox', { name: 'Symbols' }) as HTMLTextAreaElement).value).toBe('');
  });
});

describe('refreshing a universe', () => {
  it('starts a refresh of the row’s universe and shows its progress', async () => {
    const done = { symbol: 'AAPL', status: 'updated' as const, rows_added: 3, first: '2024-10-01', last: '2024-10-28' };
    const connection = marketConnection({
      'GET /data/universes': () => ({
        status: 200,
        body: { universes: [{ name: 'Tech', members: 2, builtin: false, updated_at: '2026-11-20T10:00:00.000Z' }] },
      }),
      'POST /data/refresh/start': () => ({ status: 202, body: { task_id: 'r1', message: 'Refresh submitted' } }),
      'GET /data/refresh/status/r1': () => ({
        status: 200,
        body: refreshTask({
          params: { universe: 'Tech', symbols: ['AAPL', 'MSFT'] },
          progress: 0.5,
          refresh_progress: { done: 1, total: 2, symbols: [done], seconds_left: 3 },
        }),
      }),
    });
    renderApp(<UniversesSection />, connection);
    const table = await screen.findByRole('table', { name: 'Universes' });
    await userEvent.click(within(table).getByRole('button', { name: 'Refresh Tech' }));
    const progress = await screen.findByRole('region', { name: 'Refresh' });
    expect(connection.asked).toContain('POST /data/refresh/start {"universe":"Tech"}');
    expect(screen.getByRole('heading', { name: 'Refresh of Tech' })).toBeTruthy();
    expect(progress.textContent).toContain('AAPL');
    expect(within(table).getByRole('button', { name: 'Refresh Tech' }).textContent).toBe('Refreshing…');
  });

  it('says why a refresh could not start', async () => {
    renderApp(
      <UniversesSection />,
      marketConnection({
        'GET /data/universes': () => ({
          status: 200,
          body: { universes: [{ name: 'Tech', members: 2, builtin: false, updated_at: '2026-11-20T10:00:00.000Z' }] },
        }),
        'POST /data/refresh/start': () => ({ status: 400, body: { detail: 'no source gives prices without a key' } }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Universes' });
    await userEvent.click(within(table).getByRole('button', { name: 'Refresh Tech' }));
    expect((await screen.findByText(/^The refresh of Tech could not start: /)).textContent).toContain(
      'no source gives prices without a key',
    );
  });
});
