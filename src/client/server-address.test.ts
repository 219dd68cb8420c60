import { describe, expect, it } from 'vitest';
import { checkBaseUrl, describeServer, joinUrl, serverLabel } from './server-address.ts';

describe('server addresses', () => {
  it('takes http(s) addresses and same-origin paths, without trailing slashes', () => {
    expect(checkBaseUrl(' https://bt.example.com/ ')).toEqual({ ok: true, baseUrl: 'https://bt.example.com' });
    expect(checkBaseUrl('http://127.0.0.1:8000/v1/')).toEqual({ ok: true, baseUrl: 'http://127.0.0.1:8000/v1' });
    expect(checkBaseUrl('/api/')).toEqual({ ok: true, baseUrl: '/api' });
    // The page's own origin, when the server serves the app and the API together.
    expect(checkBaseUrl('/')).toEqual({ ok: true, baseUrl: '/' });
  });

  it('refuses an address with a user name or password in it, and other non-addresses', () => {
    const withAccount = checkBaseUrl('https://ana:s3cret@bt.example.com');
    expect(withAccount).toEqual({
      ok: false,
      message: 'Leave the user name and password out of the address; enter them below',
    });
    expect(checkBaseUrl('').ok).toBe(false);
    expect(checkBaseUrl('bt.example.com').ok).toBe(false);
    expect(checkBaseUrl('ftp://bt.example.com').ok).toBe(false);
    expect(checkBaseUrl('https://bt.example.com/?key=1').ok).toBe(false);
    expect(checkBaseUrl('//bt.example.com').ok).toBe(false);
  });

  it('joins paths and names the server without user information', () => {
    expect(joinUrl('https://bt.example.com/v1', '/health')).toBe('https://bt.example.com/v1/health');
    expect(joinUrl('/api', '/backtest/tasks?limit=1')).toBe('/api/backtest/tasks?limit=1');
    expect(joinUrl('/', '/health')).toBe('/health');
    expect(describeServer('/')).toBe('this page’s own server');
    expect(serverLabel('/')).toBe('Server: this origin');
    expect(describeServer('https://bt.example.com')).toBe('https://bt.example.com');
    expect(describeServer('/api')).toBe('/api on this page’s server');
    expect(serverLabel('https://bt.example.com:8443/v1')).toBe('Server: bt.example.com:8443');
    expect(serverLabel('/api')).toBe('Server: /api (this origin)');
  });
});
