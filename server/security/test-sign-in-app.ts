import { Hono } from 'hono';
import type { Clock } from '../../src/service/ports.ts';
import type { LogLine } from '../testing/http.ts';
import { PasswordAccounts } from '../password-accounts.ts';
import { basicChallenge } from './challenge.ts';
import type { LimiterStoreFactory } from './limiter-stores.ts';
import { signInLimit } from './sign-in-limit.ts';

/** Accounts in a map of hashes: the real scrypt checks and caches, without a database. */
export class MapAccounts extends PasswordAccounts {
  readonly hashes = new Map<string, string>();

  protected async passwordHash(email: string): Promise<string | undefined> {
    return this.hashes.get(email);
  }

  async add(email: string, password: string): Promise<void> {
    const { email: normalized, password_hash } = await this.newAccount(email, password);
    this.hashes.set(normalized, password_hash);
    this.forget(normalized);
  }
}

export interface SignInApp {
  app: Hono;
  accounts: MapAccounts;
  logs: LogLine[];
  /** The slow-downs the limit asked for, in ms, in the order asked (none is waited). */
  waits: number[];
}

/**
 * One server process's sign-in path, as server/http-app.ts puts it together, in front of a route that authenticates
 * like the service's router: the client's address is the `X-Test-Address` header; the limit is 10 a minute.
 */
export function signInApp(stores: LimiterStoreFactory, clock?: Clock): SignInApp {
  const accounts = new MapAccounts({ clock });
  const logs: LogLine[] = [];
  const waits: number[] = [];
  const app = new Hono();
  app.use('*', basicChallenge());
  app.use(
    '*',
    signInLimit({
      limit: 10,
      windowMs: 60_000,
      maxBlockMs: 60 * 60_000,
      blockMemoryMs: 24 * 60 * 60_000,
      stores,
      needsAccount: () => true,
      signedIn: (authorization) => accounts.cachedUsername(authorization) !== undefined,
      clientAddress: (c) => c.req.header('X-Test-Address') ?? 'unknown',
      refuse: (c, message) => c.json({ detail: message }, 429),
      log: (level, msg, fields) => logs.push({ level, msg, fields }),
      sleep: async (ms) => {
        waits.push(ms);
      },
    }),
  );
  app.get('/tasks', async (c) => {
    const account = await accounts.authenticate(c.req.header('Authorization'));
    return account ? c.json({ tasks: [] }) : c.json({ detail: 'sign in' }, 401);
  });
  return { app, accounts, logs, waits };
}

export function basicHeader(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}

/** A GET of the guarded route with these credentials, from this address. */
export function signIn(app: Hono, email: string, password: string, address: string): Promise<Response> {
  return Promise.resolve(
    app.request('/tasks', { headers: { Authorization: basicHeader(email, password), 'X-Test-Address': address } }),
  );
}
