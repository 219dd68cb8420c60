// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS_KEY, CredentialStore, SERVER_SETTINGS_KEY } from './credential-store.ts';

const ana = { email: 'ana@example.com', password: 's3cret' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('CredentialStore', () => {
  it('keeps the account in this tab only unless "remember" is ticked', () => {
    new CredentialStore().save(ana, false);
    expect(JSON.parse(sessionStorage.getItem(CREDENTIALS_KEY)!)).toEqual(ana);
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    // A new page in the same tab (a new store) still has it; a new tab (empty session storage) does not.
    expect(new CredentialStore().credentials()).toEqual(ana);
    expect(new CredentialStore().remembered()).toBe(false);
    sessionStorage.clear();
    expect(new CredentialStore().credentials()).toBeNull();
  });

  it('remembers the account on this device, and moves it back to the tab when unticked', () => {
    const store = new CredentialStore();
    store.save(ana, true);
    expect(JSON.parse(localStorage.getItem(CREDENTIALS_KEY)!)).toEqual(ana);
    expect(sessionStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    sessionStorage.clear();
    expect(new CredentialStore().credentials()).toEqual(ana);
    expect(new CredentialStore().remembered()).toBe(true);

    store.save({ ...ana, password: 'n3w' }, false);
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    expect(new CredentialStore().credentials()).toEqual({ ...ana, password: 'n3w' });
  });

  it('forgets the account everywhere', () => {
    const store = new CredentialStore();
    store.save(ana, true);
    store.forget();
    expect(store.credentials()).toBeNull();
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    expect(sessionStorage.getItem(CREDENTIALS_KEY)).toBeNull();
  });

  it('keeps the base URL (not a secret) on this device, apart from the account', () => {
    const store = new CredentialStore();
    expect(store.serverSettings()).toEqual({ baseUrl: '', active: false });
    store.saveServerSettings({ baseUrl: 'https://bt.example.com', active: true });
    expect(JSON.parse(localStorage.getItem(SERVER_SETTINGS_KEY)!)).toEqual({
      baseUrl: 'https://bt.example.com',
      active: true,
    });
    expect(localStorage.getItem(SERVER_SETTINGS_KEY)).not.toContain('ana');
  });

  it('reads damaged entries as nothing, and works in memory without storage', () => {
    localStorage.setItem(CREDENTIALS_KEY, '{"email": 3');
    localStorage.setItem(SERVER_SETTINGS_KEY, '{"baseUrl": 1}');
    const store = new CredentialStore();
    expect(store.credentials()).toBeNull();
    expect(store.serverSettings()).toEqual({ baseUrl: '', active: false });

    const memoryOnly = new CredentialStore(null, null);
    memoryOnly.save(ana, true);
    expect(memoryOnly.credentials()).toEqual(ana);
    expect(memoryOnly.remembered()).toBe(false);
  });
});
