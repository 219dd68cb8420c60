// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connection } from '../../client/connection.tsx';
import { ALPHAVANTAGE, marketConnection } from '../../client/test-market-connection.ts';
import { SourceSettingsSchema } from '../../contract/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { MarketSourcesSection } from './market-sources-section.tsx';

afterEach(cleanup);

/** A host that keeps alphavantage's settings as the worker would: ready once it has a key. */
function browserHost(kind: Connection['kind'] = 'browser') {
  let source = ALPHAVANTAGE;
  const sent: unknown[] = [];
  const connection = marketConnection(
    {
      'GET /data/sources': () => ({ status: 200, body: { sources: [source] } }),
      'POST /data/sources/alphavantage/settings': (body) => {
        sent.push(body);
        const settings = SourceSettingsSchema.parse(body);
        if (settings.api_key !== undefined) source = { ...source, ready: settings.api_key !== null };
        if (settings.base_url !== undefined)
          source = { ...source, base_url: settings.base_url ?? ALPHAVANTAGE.base_url };
        return { status: 200, body: source };
      },
    },
    kind,
  );
  return { connection, sent };
}

describe('Market data sources in Settings', () => {
  it('saves a key without ever showing it back, clears it, and sets a mirror address', async () => {
    const { connection, sent } = browserHost();
    renderApp(<MarketSourcesSection />, connection);
    const form = await screen.findByRole('form', { name: 'alphavantage settings' });
    const key = within(form).getByLabelText('alphavantage API key');
    expect(key.getAttribute('type')).toBe('password');
    await userEvent.type(key, 'demo-key');
    await userEvent.click(within(form).getByRole('button', { name: 'Save alphavantage settings' }));
    expect(await within(form).findByText('A key is saved in this browser.')).toBeTruthy();
    expect(form.textContent).not.toContain('demo-key');
    expect(within(form).queryByLabelText('alphavantage API key')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Clear the alphavantage key' }));
    expect(await within(form).findByLabelText('alphavantage API key')).toHaveProperty('value', '');

    await userEvent.type(
      within(form).getByRole('textbox', { name: 'alphavantage mirror address' }),
      'http://127.0.0.1:9100/',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save alphavantage settings' }));
    expect(await within(form).findByText('http://127.0.0.1:9100')).toBeTruthy();
    expect(sent).toEqual([{ api_key: 'demo-key' }, { api_key: null }, { base_url: 'http://127.0.0.1:9100' }]);
  });

  it('refuses a mirror address that is not http(s), on its field', async () => {
    const { connection, sent } = browserHost();
    renderApp(<MarketSourcesSection />, connection);
    const form = await screen.findByRole('form', { name: 'alphavantage settings' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'alphavantage mirror address' }), 'ftp://x');
    await userEvent.click(within(form).getByRole('button', { name: 'Save alphavantage settings' }));
    expect(
      await within(form).findByText('Mirror address: an http:// or https:// address, e.g. http://127.0.0.1:8080.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('on a server connection, says keys and mirrors are set on the server', () => {
    renderApp(<MarketSourcesSection />, browserHost('server').connection);
    expect(screen.getByText(/keys and mirror addresses are set on the server/).textContent).toContain(
      '--source NAME=URL',
    );
  });
});
