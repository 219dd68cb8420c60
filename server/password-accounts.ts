import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Account, Accounts, Clock } from '../src/service/ports.ts';
import { systemClock } from '../src/service/system-clock.ts';
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
  /** How long a refused header is remembered, so the same wrong guess sent again costs no scrypt. */
  failureTtlMs?: number;
  clock?: Clock;
}

/** What the operator's `user` command and the tests do with accounts, whichever database keeps them. */
export interface AccountAdmin {
  add(email: string, password: string): Promise<AccountInfo>;
  setPassword(email: string, password: string): Promise<void>;
  remove(email: string): boolean | Promise<boolean>;
  list(): AccountInfo[] | Promise<AccountInfo[]>;
}

/**
 * Accounts with an scrypt hash of their password (per-user salt), kept in a table that a subclass reads. Successful
 * authentications are remembered briefly in this process, keyed by a SHA-256 of the whole header (never the password
 * itself), so a polling client costs one scrypt every `cacheTtlMs`; a removed account or changed password stops
 * working within that time in a running server (at once for changes made through this object). Refused headers are
 * remembered as briefly (`failureTtlMs`), so the same wrong guess sent again runs no scrypt; a password changed by
 * another server process on the same database may be refused here for that long if it was guessed wrong just before.
 */
export abstract class PasswordAccounts implements Accounts {
  private readonly cache = new Map<string, { username: string; expires: number }>();
  private readonly checking = new Map<string, Promise<Account | null>>();
  private readonly refused: RefusedHeaders;
  private readonly cacheTtlMs: number;
  private readonly cacheSize: number;
  protected readonly clock: Clock;
  readonly signIn = {
    scheme: 'Basic',
    header: 'Authorization: Basic base64(<email>:<password>)',
    accounts: 'Accounts are created by the operator of this server: npm run server -- user add EMAIL',
  } as const;

  constructor(options: AccountsOptions = {}) {
    this.cacheTtlMs = options.cacheTtlMs ?? 30_000;
    this.cacheSize = options.cacheSize ?? 1000;
    this.clock = options.clock ?? systemClock;
    this.refused = new RefusedHeaders(options.failureTtlMs ?? 30_000, this.cacheSize * 10, () => this.clock.now());
  }

  /** The stored hash of a normalised e-mail's password, undefined when there is no such account. */
  protected abstract passwordHash(email: string): Promise<string | undefined>;

  async authenticate(authorization: string | undefined): Promise<Account | null> {
    const cached = this.cachedUsername(authorization);
    if (cached !== undefined) return { username: cached };
    if (!authorization) return null;
    // The same wrong header again (a stale saved password, or a guesser repeating one): refused without scrypt.
    if (this.refused.has(authorization)) return null;
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
    const stored = await this.passwordHash(email);
    // An unknown account costs the same scrypt as a wrong password, so timing does not tell which accounts exist.
    const matches = await verifyPassword(credentials.password, stored ?? (await dummyHash()));
    if (stored === undefined || !matches) {
      this.refused.add(authorization, email);
      return null;
    }
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

  /** A new account's row after the checks: its normalised e-mail, creation time and password hash. */
  protected async newAccount(email: string, password: string): Promise<AccountInfo & { password_hash: string }> {
    const normalized = normalizeEmail(email);
    checkCredentials(normalized, password);
    return {
      email: normalized,
      created_at: new Date(this.clock.now()).toISOString(),
      password_hash: await hashPassword(password),
    };
  }

  private remember(authorization: string, username: string): void {
    if (this.cache.size >= this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(cacheKey(authorization), { username, expires: this.clock.now() + this.cacheTtlMs });
  }

  /**
   * Drops what is remembered of an account whose password changed, that went or that was just made: its
   * authentications, and its refused headers (one of which may hold the new password).
   */
  protected forget(username: string): void {
    for (const [key, entry] of this.cache) if (entry.username === username) this.cache.delete(key);
    this.refused.forget(username);
  }
}

/**
 * Headers that failed to authenticate recently, in this process only. Each is kept as an HMAC-SHA256 under a key made
 * at start and never stored: a fast hash, so a repeat is answered in microseconds, and a keyed one, so a dump of this
 * memory does not let anyone test passwords against it offline (a plain fast hash of a near-miss password would).
 * At most `maxEntries`, the oldest forgotten first.
 */
class RefusedHeaders {
  private readonly secret = randomBytes(32);
  private readonly seen = new Map<string, { email: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  private digest(authorization: string): string {
    return createHmac('sha256', this.secret).update(authorization).digest('base64');
  }

  has(authorization: string): boolean {
    const key = this.digest(authorization);
    const entry = this.seen.get(key);
    if (!entry) return false;
    if (entry.expires > this.now()) return true;
    this.seen.delete(key);
    return false;
  }

  add(authorization: string, email: string): void {
    if (this.ttlMs <= 0) return;
    const key = this.digest(authorization);
    this.seen.delete(key);
    if (this.seen.size >= this.maxEntries) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(key, { email, expires: this.now() + this.ttlMs });
  }

  forget(email: string): void {
    for (const [key, entry] of this.seen) if (entry.email === email) this.seen.delete(key);
  }
}

function cacheKey(authorization: string): string {
  return createHash('sha256').update(authorization).digest('base64');
}
