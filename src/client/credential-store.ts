import { z } from 'zod';
import type { Credentials } from './credentials.ts';

/*
 * Where the server connection's settings live. The base URL is not a secret: localStorage. The e-mail and password
 * stay in sessionStorage (gone when the tab closes) unless the user ticks "remember on this device", which moves them
 * to localStorage. They are written under one key and read only by the transport and the settings forms.
 */

export const SERVER_SETTINGS_KEY = 'backtest-studio.server.v1';
export const CREDENTIALS_KEY = 'backtest-studio.credentials.v1';

export interface ServerSettings {
  /** The server's address, e.g. `https://backtest.example.com` or `/api` behind the development proxy. */
  baseUrl: string;
  /** True when the server (not the browser) is the connection in use. */
  active: boolean;
}

const ServerSettingsSchema = z.object({ baseUrl: z.string(), active: z.boolean() });
const CredentialsSchema = z.object({ email: z.string(), password: z.string() });

/** Storage can be missing or refuse (private windows, quota); the store then keeps things in memory only. */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function read<T>(storage: Storage | null, key: string, schema: z.ZodType<T>): T | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: unknown | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the value lives in memory for this page only.
  }
}

export class CredentialStore {
  private memory: Credentials | null = null;
  private settings: ServerSettings | null = null;

  constructor(
    private readonly session: Storage | null = browserStorage('session'),
    private readonly local: Storage | null = browserStorage('local'),
  ) {}

  /** The saved account: this tab's first, then the one remembered on this device. */
  credentials(): Credentials | null {
    return (
      this.memory ??
      read(this.session, CREDENTIALS_KEY, CredentialsSchema) ??
      read(this.local, CREDENTIALS_KEY, CredentialsSchema)
    );
  }

  /** True when the account is kept on this device (localStorage). */
  remembered(): boolean {
    return read(this.local, CREDENTIALS_KEY, CredentialsSchema) !== null;
  }

  /** Keeps the account in this tab only, or on this device; never in both. */
  save(credentials: Credentials, remember: boolean): void {
    this.memory = { email: credentials.email, password: credentials.password };
    write(remember ? this.local : this.session, CREDENTIALS_KEY, this.memory);
    write(remember ? this.session : this.local, CREDENTIALS_KEY, null);
  }

  forget(): void {
    this.memory = null;
    write(this.session, CREDENTIALS_KEY, null);
    write(this.local, CREDENTIALS_KEY, null);
  }

  serverSettings(): ServerSettings {
    return (
      this.settings ?? read(this.local, SERVER_SETTINGS_KEY, ServerSettingsSchema) ?? { baseUrl: '', active: false }
    );
  }

  saveServerSettings(settings: ServerSettings): void {
    this.settings = { baseUrl: settings.baseUrl, active: settings.active };
    write(this.local, SERVER_SETTINGS_KEY, this.settings);
  }
}
