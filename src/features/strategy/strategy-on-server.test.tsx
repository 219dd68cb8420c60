// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../../client/credentials.ts';
import { indexedDbCatalogueStore } from '../../client/catalogue-cache.ts';
import type { TaskListResponse } from '../../contract/index.ts';
import { send, testService } from '../../service/testing/harness.ts';
import { barsFromCloses, MemoryMarketData } from '../../service/testing/memory-market-data.ts';
import { renderWithServices } from '../../testing/render-app.tsx';
import type { TestServices } from '../../testing/server-services.ts';
import { handlerFetch, testServices } from '../../testing/server-services.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { SignInButton } from '../../ui/connection/sign-in-button.tsx';
import { SignInDialog } from '../../ui/connection/sign-in-dialog.tsx';
import StrategyScreen from './strategy-screen.tsx';
import { ENCODING_OPEN_KEY } from './service-encoding.tsx';

/*
 * The builder on a "Server" connection: the service of the specs in this process behind Basic auth, reached through
 * the fetch transport. The account's password can be changed on the server mid-test, as an expired session would.
 */

const EMAIL = 'ana@example.com';
const BASE_URL = 'https://bt.example.com';
const WAIT = { timeout: 8000 };
const closes = Array.from({ length: 400 }, (_, i) => 100 + 10 * Math.sin(i / 9));
const spx = barsFromCloses(closes);
const HOSTILE =
  '<p>Fear <b>gauge</b> of the S&amp;P 500.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">';

let serverPassword = 'first-pass';
let services: TestServices;

function makeService() {
  return testService({
    marketData: new MemoryMarketData({ SPX: spx }, [
      {
        item: { chart_name: 'VIX', url: 'VIX', market_symbol: 'SPX', type: 'other', updated: 'Daily' },
        series: { time: spx.time, value: new Float64Array(closes.map((c) => c / 5)) },
        info: { description: HOSTILE, opt_extreme: 12, pess_extreme: 30 },
      },
    ]),
    accounts: {
      authenticate: async (header) =>
        header === basicAuthorization({ email: EMAIL, password: serverPassword }) ? { username: EMAIL } : null,
    },
  });
}
let service = makeService();

beforeEach(async () => {
  localStorage.clear();
  serverPassword = 'first-pass';
  service = makeService();
  services = testServices(
    await createTestConnection(),
    handlerFetch((request) => service.app.fetch(request)),
  );
  services.store.save({ email: EMAIL, password: 'first-pass' }, false);
  services.store.saveServerSettings({ baseUrl: BASE_URL, active: true });
});
afterEach(cleanup);

function renderBuilder() {
  // The tests read the service's encoding, which an analyst opens under "Service encoding".
  localStorage.setItem(ENCODING_OPEN_KEY, 'true');
  const user = userEvent.setup({ delay: null });
  renderWithServices(
    <>
      <SignInButton />
      <StrategyScreen />
      <SignInDialog />
    </>,
    services,
    { route: '/strategy', path: '/strategy' },
  );
  return user;
}

async function waitForCodes() {
  const panel = screen.getByRole('region', { name: 'What the service will run' });
  await within(panel).findByRole('list', { name: 'Entry signal codes' }, WAIT);
}

function codes(): string[] {
  const panel = screen.getByRole('region', { name: 'What the service will run' });
  return within(within(panel).getByRole('list', { name: 'Entry signal codes' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

async function tasksOnServer(): Promise<TaskListResponse> {
  const header = { Authorization: basicAuthorization({ email: EMAIL, password: serverPassword }) };
  return (await send<TaskListResponse>(service, 'GET', '/backtest/tasks', undefined, header)).body;
}

describe('the builder on a server', () => {
  it('signs in again on a 401 and sends the run with what was typed', async () => {
    const user = renderBuilder();
    await waitForCodes();
    await user.type(screen.getByRole('textbox', { name: 'Strategy name' }), 'Kept through sign-in');
    // The session ends on the server (the password changed elsewhere).
    serverPassword = 'second-pass';
    await user.click(screen.getByRole('button', { name: 'Run backtest' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to the server' }, WAIT);
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveProperty('value', EMAIL);
    await user.type(within(dialog).getByLabelText('Password'), 'second-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('navigated-away', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = await tasksOnServer();
    expect(list.total).toBe(1);
    expect(list.tasks[0].strategy_name).toBe('Kept through sign-in');
    expect(services.store.credentials()).toEqual({ email: EMAIL, password: 'second-pass' });
  });

  it('keeps the form when the sign-in is cancelled, and says why nothing was queued', async () => {
    const user = renderBuilder();
    await waitForCodes();
    const name = screen.getByRole('textbox', { name: 'Strategy name' });
    await user.type(name, 'Still here');
    serverPassword = 'second-pass';
    await user.click(screen.getByRole('button', { name: 'Run backtest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to the server' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(
      await screen.findByText(
        'The backtest was not queued: authentication required: send HTTP Basic credentials of an account',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Strategy name' })).toHaveProperty('value', 'Still here');
    expect((await tasksOnServer()).total).toBe(0);
    // Background reads (validate) do not reopen the dialog after a cancel; the app bar offers the sign-in instead.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const again = await screen.findByRole('dialog', { name: 'Sign in to the server' });
    await user.type(within(again).getByLabelText('Password'), 'second-pass');
    await user.click(within(again).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Run backtest' }));
    expect(await screen.findByTestId('navigated-away', {}, WAIT)).toBeTruthy();
    expect((await tasksOnServer()).tasks[0].strategy_name).toBe('Still here');
  });

  it('describes a catalogue indicator in a popover, sanitised, and fills only the empty extremes', async () => {
    const user = renderBuilder();
    await waitForCodes();
    const condition = screen.getByRole('group', { name: 'Entry condition' });
    const signal = within(condition).getByRole('combobox', { name: 'Signal' });
    await user.clear(signal);
    await user.paste('VIX');
    await user.keyboard('{Escape}');
    expect(await within(condition).findByLabelText('Detected type: Sentiment', {}, WAIT)).toBeTruthy();
    const eo = within(condition).getByRole('textbox', { name: 'Extreme optimism' });
    await waitFor(() => expect(eo.getAttribute('placeholder')).toBe('12'), WAIT);
    await user.type(eo, '15');

    await user.click(within(condition).getByRole('button', { name: 'About VIX' }));
    const popover = await screen.findByRole('dialog', { name: 'VIX' });
    // happy-dom is no DOM DOMPurify can work in, so here the description shows as text (sanitize-html.test.ts checks
    // DOMPurify itself in jsdom); either way no script, handler or its code reaches the page.
    expect(await within(popover).findByText(/Fear gauge of the S&P 500\./)).toBeTruthy();
    expect(popover.querySelector('script, [onerror]')).toBeNull();
    expect(popover.textContent).not.toContain('window.hacked');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(popover.textContent).toContain('Defaults: extreme optimism 12, extreme pessimism 30.');

    await user.click(within(popover).getByRole('button', { name: 'Fill in these defaults' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'VIX' })).toBeNull());
    expect(eo).toHaveProperty('value', '15');
    expect(within(condition).getByRole('textbox', { name: 'Extreme pessimism' })).toHaveProperty('value', '30');
    await waitFor(() => expect(codes()).toEqual(['SI:VIX;IDS:EO15/EP30;SC:SV/3/30']), WAIT);

    // By keyboard: the info button opens the popover, Escape closes it; with both extremes typed there is nothing to fill.
    within(condition).getByRole('button', { name: 'About VIX' }).focus();
    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'VIX' });
    expect(await within(reopened).findByRole('button', { name: 'Fill in these defaults' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'VIX' })).toBeNull());
  });

  it('keeps the catalogue in IndexedDB, shows its age, and fetches it again on Refresh', async () => {
    const store = indexedDbCatalogueStore(BASE_URL, `age-test-${Date.now()}`);
    const threeHoursAgo = Date.now() - 3 * 3_600_000 - 60_000;
    const cached = [
      { chart_name: 'VIX', url: 'VIX', market_symbol: 'SPX', type: 'other' as const, updated: 'Daily' as const },
    ];
    await store.write({
      items: [...cached, { ...cached[0], chart_name: 'Old name', url: 'OLD' }],
      fetchedAt: threeHoursAgo,
    });
    services.makeServer = ((make) => (url: string) => ({ ...make(url), catalogueStore: store }))(services.makeServer);

    const user = renderBuilder();
    await waitForCodes();
    const status = screen.getByRole('status', { name: 'Indicator catalogue' });
    await waitFor(() => expect(status.textContent).toBe('Catalogue: 2 names, fetched 3 h ago'), WAIT);
    expect(services.requests).not.toContain('GET /backtest/indicators/list');

    await user.click(screen.getByRole('button', { name: 'Refresh the indicator catalogue' }));
    await waitFor(() => expect(status.textContent).toBe('Catalogue: 1 name, fetched just now'), WAIT);
    expect(services.requests.filter((r) => r === 'GET /backtest/indicators/list')).toHaveLength(1);
    const kept = await store.read();
    expect(kept?.items.map((i) => i.chart_name)).toEqual(['VIX']);
    expect(Date.now() - kept!.fetchedAt).toBeLessThan(60_000);
  });
});
