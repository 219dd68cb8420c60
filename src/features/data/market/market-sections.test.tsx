// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefreshTask, StoredSymbol } from '../../../contract/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import DataScreen from '../data-screen.tsx';
import {
  ALPHAVANTAGE,
  FRED,
  marketConnection,
  refreshTask,
  storedSymbol,
  STOOQ,
  YAHOO,
} from '../../../client/test-market-connection.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const AAPL_DONE = {
  symbol: 'AAPL',
  status: 'updated',
  rows_added: 20,
  first: '2024-10-01',
  last: '2024-10-28',
} as const;
const BAD_DONE = {
  symbol: 'BAD',
  status: 'failed',
  rows_added: 0,
  first: null,
  last: null,
  error: 'yahoo answered 500',
} as const;

/** A host that runs one refresh: RUNNING with AAPL done on the first read, SUCCESS after; the store then holds AAPL. */
function oneRefresh() {
  let reads = 0;
  let stored: StoredSymbol[] = [];
  const running = refreshTask({
    params: { symbols: ['AAPL', 'BAD'] },
    progress: 0.5,
    refresh_progress: { done: 1, total: 2, symbols: [AAPL_DONE], seconds_left: 3 },
  });
  const ended: RefreshTask = refreshTask({
    params: { symbols: ['AAPL', 'BAD'] },
    status: 'SUCCESS',
    result: { source: 'yahoo', symbols: [AAPL_DONE, BAD_DONE] },
  });
  return marketConnection({
    'GET /data/sources': () => ({ status: 200, body: { sources: [FRED, ALPHAVANTAGE, YAHOO] } }),
    'GET /data/symbols': () => ({ status: 200, body: { symbols: stored } }),
    'POST /data/refresh/start': () => ({ status: 202, body: { task_id: 'r1', message: 'Refresh submitted' } }),
    'GET /data/refresh/status/r1': () => {
      reads += 1;
      if (reads === 1) return { status: 200, body: running };
      stored = [
        storedSymbol({
          symbol: 'AAPL',
          first: '2024-10-01',
          last: '2024-10-28',
          rows: 20,
          splits: [{ date: '2024-10-10', ratio: 4 }],
          dividends: [{ date: '2024-10-15', amount: 0.25 }],
        }),
      ];
      return { status: 200, body: ended };
    },
  });
}

describe('the Data screen market-data sections', () => {
  it('lists the sources with what they give, whether they are ready, and where requests go', async () => {
    renderApp(<DataScreen />, oneRefresh());
    const list = await screen.findByRole('list', { name: 'Market-data sources' });
    const yahoo = within(list).getByRole('listitem', { name: 'yahoo' });
    expect(yahoo.textContent).toContain('Ready');
    expect(yahoo.textContent).toContain('Gives prices, option chains and fundamentals · no key needed');
    expect(yahoo.textContent).toContain('http://127.0.0.1:9999');
    expect(within(list).getByRole('listitem', { name: 'alphavantage' }).textContent).toContain('Needs a key');
  });

  it('fetches pasted symbols from the first ready price source, shows each symbol, then the store', async () => {
    const connection = oneRefresh();
    renderApp(<DataScreen />, connection);
    const form = await screen.findByRole('form', { name: 'Fetch prices' });
    // fred gives no prices and alphavantage has no key: yahoo is the first ready price source.
    expect(within(form).getByRole('combobox', { name: 'Source' })).toHaveProperty('value', 'yahoo');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Symbols' }), 'aapl,{Enter}bad');
    await userEvent.click(within(form).getByRole('button', { name: 'Fetch prices' }));

    const progress = await screen.findByRole('progressbar', { name: 'Refresh progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('1 of 2 symbols done · about 3 s left')).toBeTruthy();
    expect(connection.asked).toContain('POST /data/refresh/start {"symbols":["AAPL","BAD"],"source":"yahoo"}');

    await screen.findByText(/^Fetched 2 symbols from yahoo: 1 updated, 0 unchanged, 1 failed\./);
    expect(screen.getByText('yahoo answered 500')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Fetched symbols' });
    const row = within(table).getByRole('rowheader', { name: 'AAPL' }).closest('tr');
    expect(row?.textContent).toContain('2024-10-01 to 2024-10-28');
    await userEvent.click(within(table).getByRole('button', { name: 'Splits and dividends of AAPL' }));
    expect(within(table).getByRole('list', { name: 'Splits of AAPL' }).textContent).toBe('2024-10-10: 4:1');
    expect(within(table).getByRole('list', { name: 'Dividends of AAPL' }).textContent).toBe('2024-10-15: 0.25');
  });

  it('starts on a source that answers the page in the browser, the first ready one on a server', async () => {
    const answers = {
      'GET /data/sources': () => ({ status: 200, body: { sources: [STOOQ, { ...ALPHAVANTAGE, ready: true }] } }),
      'GET /data/symbols': () => ({ status: 200, body: { symbols: [] } }),
    };
    const inBrowser = renderApp(<DataScreen />, marketConnection(answers, 'browser'));
    expect(await screen.findByRole('combobox', { name: 'Source' })).toHaveProperty('value', 'alphavantage');
    inBrowser.unmount();
    sessionStorage.clear();
    renderApp(<DataScreen />, marketConnection(answers, 'server'));
    expect(await screen.findByRole('combobox', { name: 'Source' })).toHaveProperty('value', 'stooq');
  });

  it('keeps what was typed when the screen is left and opened again', async () => {
    const connection = oneRefresh();
    const first = renderApp(<DataScreen />, connection);
    const symbols = await screen.findByRole('textbox', { name: 'Symbols' });
    await userEvent.type(symbols, 'SPY QQQ');
    first.unmount();
    renderApp(<DataScreen />, connection);
    expect(await screen.findByRole('textbox', { name: 'Symbols' })).toHaveProperty('value', 'SPY QQQ');
  });

  it('asks for option chains and dividend figures when ticked, and keeps the tick in the draft', async () => {
    const connection = oneRefresh();
    const first = renderApp(<DataScreen />, connection);
    const form = await screen.findByRole('form', { name: 'Fetch prices' });
    const tick = within(form).getByRole('checkbox', {
      name: 'Also fetch option chains and dividend figures (Yahoo only)',
    });
    expect(tick).toHaveProperty('checked', false);
    await userEvent.click(tick);
    first.unmount();
    renderApp(<DataScreen />, connection);
    const again = await screen.findByRole('form', { name: 'Fetch prices' });
    expect(within(again).getByRole('checkbox', { name: /^Also fetch option chains/ })).toHaveProperty('checked', true);
    await userEvent.type(within(again).getByRole('textbox', { name: 'Symbols' }), 'ko');
    await userEvent.click(within(again).getByRole('button', { name: 'Fetch prices' }));
    await screen.findByRole('progressbar', { name: 'Refresh progress' });
    expect(connection.asked).toContain('POST /data/refresh/start {"symbols":["KO"],"source":"yahoo","snapshots":true}');
  });

  it('refuses option chains with a source other than yahoo, on the Source field', async () => {
    const connection = marketConnection(
      {
        'GET /data/sources': () => ({ status: 200, body: { sources: [YAHOO, STOOQ] } }),
        'GET /data/symbols': () => ({ status: 200, body: { symbols: [] } }),
      },
      'server',
    );
    renderApp(<DataScreen />, connection);
    const form = await screen.findByRole('form', { name: 'Fetch prices' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Symbols' }), 'KO');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Source' }), 'stooq');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Also fetch option chains/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Fetch prices' }));
    expect(
      await within(form).findByText(
        'Source: option chains and dividend figures come from yahoo only; choose yahoo or untick them.',
      ),
    ).toBeTruthy();
    expect(connection.asked.filter((a) => a.startsWith('POST'))).toEqual([]);
  });

  it('puts a problem on the field it names and sends nothing', async () => {
    const connection = oneRefresh();
    renderApp(<DataScreen />, connection);
    const form = await screen.findByRole('form', { name: 'Fetch prices' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Symbols' }), 'AA$PL');
    await userEvent.click(within(form).getByRole('button', { name: 'Fetch prices' }));
    expect(
      await within(form).findByText('Symbols: “AA$PL”: a symbol may hold only letters, digits and . ^ = - _.'),
    ).toBeTruthy();
    expect(connection.asked.filter((a) => a.startsWith('POST'))).toEqual([]);
  });

  it('deletes a fetched symbol after asking, then reads the store again', async () => {
    let stored = [storedSymbol({ symbol: 'MSFT', stale: true })];
    const connection = marketConnection({
      'GET /data/sources': () => ({ status: 200, body: { sources: [YAHOO] } }),
      'GET /data/symbols': () => ({ status: 200, body: { symbols: stored } }),
      'DELETE /data/symbols/MSFT': () => {
        stored = [];
        return { status: 200, body: { symbol: 'MSFT', deleted: true } };
      },
    });
    renderApp(<DataScreen />, connection);
    const table = await screen.findByRole('table', { name: 'Fetched symbols' });
    expect(within(table).getByText('Stale')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete MSFT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete MSFT from the store?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Nothing fetched yet: fetch prices above.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the sources cannot be read', async () => {
    renderApp(<DataScreen />, marketConnection({}));
    const alerts = await screen.findAllByText(/^The sources could not be loaded: no answer for GET \/data\/sources/);
    expect(alerts.length).toBe(2);
  });
});

describe('a host without a market-data store', () => {
  it('gets one note instead of the three sections', async () => {
    renderApp(
      <DataScreen />,
      marketConnection({
        'GET /data/sources': () => ({ status: 501, body: { detail: 'this connection has no market-data store' } }),
      }),
    );
    expect((await screen.findByText(/^This connection does not fetch market data/)).textContent).toBe(
      'This connection does not fetch market data (this connection has no market-data store). The data it already has is used as before.',
    );
    expect(screen.queryByRole('form', { name: 'Fetch prices' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fetched symbols' })).toBeNull();
  });
});

describe('a refresh the tab remembers', () => {
  it('is shown again when the screen opens, and forgotten when the host no longer knows it', async () => {
    const answers = {
      'GET /data/sources': () => ({ status: 200, body: { sources: [YAHOO] } }),
      'GET /data/symbols': () => ({ status: 200, body: { symbols: [] } }),
      'POST /data/refresh/start': () => ({ status: 202, body: { task_id: 'r1', message: 'Refresh submitted' } }),
      'GET /data/refresh/status/r1': () => ({
        status: 200,
        body: refreshTask({ status: 'SUCCESS', result: { source: 'yahoo', symbols: [AAPL_DONE] } }),
      }),
    };
    const first = renderApp(<DataScreen />, marketConnection(answers));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Symbols' }), 'AAPL');
    await userEvent.click(screen.getByRole('button', { name: 'Fetch prices' }));
    await screen.findByText(/^Fetched 1 symbol from yahoo/);
    first.unmount();

    const again = renderApp(<DataScreen />, marketConnection(answers));
    expect(await screen.findByText(/^Fetched 1 symbol from yahoo/)).toBeTruthy();
    again.unmount();

    // The same tab on a host that has never seen r1: no error, and nothing remembered any more.
    const { 'GET /data/refresh/status/r1': _known, ...withoutIt } = answers;
    const unknown = marketConnection(withoutIt);
    renderApp(<DataScreen />, unknown);
    await screen.findByRole('form', { name: 'Fetch prices' });
    await waitFor(() => expect(unknown.asked).toContain('GET /data/refresh/status/r1'));
    await waitFor(() => expect(sessionStorage.getItem('data:refresh-task:Test server')).toBeNull());
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
});
