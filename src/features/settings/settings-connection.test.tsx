// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices } from '../../testing/render-app.tsx';
import { testServices } from '../../testing/server-services.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import SettingsScreen from './settings-screen.tsx';

afterEach(cleanup);

const EMAIL = 'ana@example.com';
const PASSWORD = 'Tr0ub4dor&3';
const GOOD_HEADER = `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}`;

type Scenario = 'ok' | 'down' | 'subscription' | 'not-this-service';

/** A stub of a server at https://bt.example.com that knows one account; `scenario` picks what goes wrong. */
function stubServer(scenario: Scenario): typeof fetch {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return async (input, init) => {
    if (scenario === 'down') throw new TypeError('Failed to fetch');
    const url = new URL(String(input));
    if (url.origin !== 'https://bt.example.com') throw new TypeError('Failed to fetch');
    if (url.pathname === '/health')
      return scenario === 'not-this-service' ? json(404, 'Not Found') : json(200, { status: 'ok' });
    const authorization = new Headers(init?.headers).get('Authorization');
    if (authorization !== GOOD_HEADER) return json(401, { detail: 'Not authenticated' });
    if (scenario === 'subscription') return json(403, { detail: `No active plan for ${EMAIL}` });
    if (url.pathname === '/backtest/tasks') return json(200, { tasks: [], total: 0, limit: 1, offset: 0 });
    if (url.pathname === '/backtest/indicators/list') return json(200, []);
    return json(404, { detail: 'no such endpoint' });
  };
}

async function open(scenario: Scenario) {
  const user = userEvent.setup({ delay: null });
  const services = testServices(await createTestConnection(), stubServer(scenario));
  renderWithServices(<SettingsScreen />, services);
  await user.click(screen.getByRole('radio', { name: 'A server' }));
  const form = screen.getByRole('form', { name: 'Server' });
  return { user, services, form };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, url: string, password = PASSWORD) {
  await user.type(within(form).getByRole('textbox', { name: 'Base URL' }), url);
  await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), EMAIL);
  await user.type(within(form).getByLabelText('Password'), password);
}

async function testConnection(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Test connection' }));
  const report = await screen.findByRole('list', { name: 'Connection test' });
  return within(report)
    .getAllByRole('listitem')
    .map((item) => `${item.getAttribute('aria-label')} | ${item.textContent}`);
}

describe('Settings: Test connection', () => {
  it('passes both steps with the right account', async () => {
    const { user, form, services } = await open('ok');
    await fill(user, form, 'https://bt.example.com/');
    expect(await testConnection(user)).toEqual([
      'Reach the server (/health): passed | Reach the server (/health)Reachable: the service reports “ok”.',
      'Sign in (/backtest/tasks): passed | Sign in (/backtest/tasks)Signed in: the account can read its tasks.',
    ]);
    expect(services.requests).toEqual(['GET /health', 'GET /backtest/tasks?limit=1']);
  });

  it('says the server cannot be reached (network or CORS) and does not try to sign in', async () => {
    const { user, form } = await open('down');
    await fill(user, form, 'https://bt.example.com');
    expect(await testConnection(user)).toEqual([
      'Reach the server (/health): failed | Reach the server (/health)Could not reach the server at ' +
        'https://bt.example.com: the network is down, the address is wrong, or the server does not allow requests ' +
        'from this page (CORS).',
      'Sign in (/backtest/tasks): not tried | Sign in (/backtest/tasks)Not tried: the server could not be reached.',
    ]);
  });

  it('says authentication failed (401) for a wrong password, without repeating it', async () => {
    const { user, form } = await open('ok');
    await fill(user, form, 'https://bt.example.com', 'wrong-password');
    const steps = await testConnection(user);
    expect(steps[0]).toMatch(/: passed \|/);
    expect(steps[1]).toBe(
      'Sign in (/backtest/tasks): failed | Sign in (/backtest/tasks)Authentication failed (401): the server did not ' +
        'accept this e-mail and password. The server said: “Not authenticated”.',
    );
    expect(document.body.textContent).not.toContain('wrong-password');
  });

  it('says the subscription is not authorized (403), taking the account out of the server’s words', async () => {
    const { user, form } = await open('subscription');
    await fill(user, form, 'https://bt.example.com');
    const steps = await testConnection(user);
    expect(steps[1]).toBe(
      'Sign in (/backtest/tasks): failed | Sign in (/backtest/tasks)Subscription not authorized (403): the account ' +
        'signed in, but it has no active plan that includes this service. The server said: “No active plan for …”.',
    );
  });

  it('says when the address answers but is not the service', async () => {
    const { user, form } = await open('not-this-service');
    await fill(user, form, 'https://bt.example.com');
    const steps = await testConnection(user);
    expect(steps[0]).toBe(
      'Reach the server (/health): failed | Reach the server (/health)/health answered 404: is the address right ' +
        "(the service's base URL)?",
    );
  });

  it('refuses an address that carries the account, before sending anything', async () => {
    const { user, form, services } = await open('ok');
    await user.type(within(form).getByRole('textbox', { name: 'Base URL' }), `https://ana:${PASSWORD}@bt.example.com`);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      within(form).getByText('Leave the user name and password out of the address; enter them below'),
    ).toBeTruthy();
    expect(services.requests).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Connection test' })).toBeNull();
  });
});

describe('Settings: choosing the connection', () => {
  it('uses the server, shows its health and catalogue, and goes back to the browser', async () => {
    const { user, form, services } = await open('ok');
    await fill(user, form, 'https://bt.example.com');
    await user.click(within(form).getByRole('checkbox', { name: 'Remember on this device' }));
    await user.click(screen.getByRole('button', { name: 'Use this server' }));

    expect(await screen.findByText('Server: bt.example.com')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Service health: ok')).toBeTruthy());
    expect(await screen.findByText(/^Catalogue: 0 names, fetched just now$/)).toBeTruthy();
    expect(services.store.credentials()).toEqual({ email: EMAIL, password: PASSWORD });
    expect(services.store.serverSettings()).toEqual({ baseUrl: 'https://bt.example.com', active: true });
    expect(services.requests).toContain('GET /health');
    expect(services.requests).toContain('GET /backtest/indicators/list');

    await user.click(screen.getByRole('radio', { name: 'In this browser' }));
    await user.click(screen.getByRole('button', { name: 'Use this browser' }));
    expect(await screen.findByText('In this browser', { selector: 'strong' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Service health: ok')).toBeTruthy());
    // The browser's catalogue has the sample VIX and the seven market internals of the built-in S&P 500.
    expect(await screen.findByText(/^Catalogue: 8 names, fetched just now$/)).toBeTruthy();
    expect(services.store.serverSettings()).toEqual({ baseUrl: 'https://bt.example.com', active: false });
  });

  it('asks for the account before using a server', async () => {
    const { user, form, services } = await open('ok');
    await user.type(within(form).getByRole('textbox', { name: 'Base URL' }), 'https://bt.example.com');
    await user.click(screen.getByRole('button', { name: 'Use this server' }));
    expect(within(form).getByText('Enter the e-mail of your account')).toBeTruthy();
    expect(within(form).getByText('Enter the password of your account')).toBeTruthy();
    expect(services.store.serverSettings().active).toBe(false);
    expect(screen.getByText('In this browser', { selector: 'strong' })).toBeTruthy();
  });
});
