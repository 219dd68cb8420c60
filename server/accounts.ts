import { createHash } from 'node:crypto';
import type { Account, Accounts, Clock } from '../src/service/ports.ts';
import { systemClock } from '../src/service/system-clock.ts';
import type { Db } from './database.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';

export interface AccountInfo {
  email: string;
  created_at: string;
}

export const MIN_PASSWORD_LENGTH = 8;

// A colon cannot be in a Basic auth user name (the first colon ends it).
const EMAIL_RE = /^[^\s@:]+@[^\s@:]+$/;

/** Accounts are e-mail addresses, matched without regard to case and surrounding blanks. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Throws a readable error when an e-mail or password cannot make an account. */
export function checkCredentials(email: string, password: string): void {
  if (!EMAIL_RE.test(email))
    throw new Error(`"${email}" is not an e-mail address (name@domain, without blanks or ":")`);
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw new Error(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
}

/** The e-mail and password of a `Basic` Authorization header, or undefined when it is not one. */
export function parseBasic(header: string | undefined): { email: string; password: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export interface AccountsOptions {
  /** How long a successful authentication is remembered, so scrypt does not run on every poll. */
  cacheTtlMs?: number;
  /** How many remembered authentications are kept at most (the oldest go first). */
  cacheSize?: number;
  clock?: Clock;
}

/**
 * Accounts in the `users` table, each with an scrypt hash of its password (per-user salt). Successful
 * authentications are remembered briefly, keyed by a SHA-256 of the whole header (never the password itself), so a
 * polling client costs one scrypt every `cacheTtlMs`; a removed account or changed password stops working within that
 * time in a running server (at once for changes made through this object).
 */
export class SqliteAccounts implements Accounts {
  private readonly cache = new Map<string, { username: string; expires: number }>();
  private readonly checking = new Map<string, Promise<Account | null>>();
  private readonly cacheTtlMs: number;
  private readonly cacheSize: number;
  private readonly clock: Clock;
  readonly signIn = {
    scheme: 'Basic',
    header: 'Authorization: Basic base64(<email>:<password>)',
    accounts: 'Accounts are created by the operator of this server: npm run server -- user add EMAIL',
  } as const;

  constructor(
    private readonly db: Db,
    options: AccountsOptions = {},
  ) {
    this.cacheTtlMs = options.cacheTtlMs ?? 30_000;
    this.cacheSize = options.cacheSize ?? 1000;
    this.clock = options.clock ?? systemClock;
  }

  async authenticate(authorization: string | undefined): Promise<Account | null> {
    const cached = this.cachedUsername(authorization);
    if (cached !== undefined) return { username: cached };
    if (!authorization) return null;
    // Requests that arrive together with the same header (a client's first burst) share one scrypt.
    const key = cacheKey(authorization);
    let check = this.checking.get(key);
    if (!check) {
      check = this.check(authorization).finally(() => this.checking.delete(key));
      this.checking.set(key, check);
    }
    return check;
  }

  private async check(authorization: string): Promise<Account | null> {
    const credentials = parseBasic(authorization);
    if (!credentials) return null;
    const email = normalizeEmail(credentials.email);
    const row = this.db
      .prepare<[string], { password_hash: string }>('SELECT password_hash FROM users WHERE email = ?')
      .get(email);
    // An unknown account costs the same scrypt as a wrong password, so timing does not tell which accounts exist.
    const matches = await verifyPassword(credentials.password, row?.password_hash ?? (await dummyHash()));
    if (!row || !matches) return null;
    this.remember(authorization, email);
    return { username: email };
  }

  /** The account a header authenticated within the cache's lifetime (for the request log), without running scrypt. */
  cachedUsername(authorization: string | undefined): string | undefined {
    if (!authorization) return undefined;
    const key = cacheKey(authorization);
    const entry = this.cache.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.clock.now()) {
      this.cache.delete(key);
      return undefined;
    }
    return entry.username;
  }

  async add(email: string, password: string): Promise<AccountInfo> {
    const normalized = normalizeEmail(email);
    checkCredentials(normalized, password);
    if (this.exists(normalized)) throw new Error(`an account ${normalized} already exists`);
    const info = { email: normalized, created_at: new Date(this.clock.now()).toISOString() };
    const password_hash = await hashPassword(password);
    this.db
      .prepare('INSERT INTO users (email, password_hash, created_at) VALUES (@email, @password_hash, @created_at)')
      .run({ ...info, password_hash });
    return info;
  }

  async setPassword(email: string, password: string): Promise<void> {
    const normalized = normalizeEmail(email);
    checkCredentials(normalized, password);
    if (!this.exists(normalized)) throw new Error(`there is no account ${normalized}`);
    const password_hash = await hashPassword(password);
    this.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(password_hash, normalized);
    this.forget(normalized);
  }

  remove(email: string): boolean {
    const normalized = normalizeEmail(email);
    const removed = this.db.prepare('DELETE FROM users WHERE email = ?').run(normalized).changes > 0;
    this.forget(normalized);
    return removed;
  }

  list(): AccountInfo[] {
    return this.db.prepare<[], AccountInfo>('SELECT email, created_at FROM users ORDER BY email').all();
  }

  private exists(email: string): boolean {
    return this.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email) !== undefined;
  }

  private remember(authorization: string, username: string): void {
    if (this.cache.size >= this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(cacheKey(authorization), { username, expires: this.clock.now() + this.cacheTtlMs });
  }

  private forget(username: string): void {
    for (const [key, entry] of this.cache) if (entry.username === username) this.cache.delete(key);
  }
}

function cacheKey(authorization: string): string {
  return createHash('sha256').update(authorization).digest('base64');
}
