import type { Context, MiddlewareHandler } from 'hono';
import type { ClientRateLimitInfo } from 'hono-rate-limiter';
import { normalizeEmail, parseBasic } from '../accounts.ts';
import type { Logger } from '../logger.ts';
import { LIMIT_DEFAULTS } from './defaults.ts';
import type { LimiterStoreFactory } from './limiter-stores.ts';
import { countHit, lookup } from './limiter-stores.ts';
import type { RateLimitPolicy } from './rate-limit-headers.ts';
import { addRateLimitHeaders, secondsUntil } from './rate-limit-headers.ts';
import { growingBlocks } from './sign-in-blocks.ts';

export { blockMs } from './sign-in-blocks.ts';

export interface SignInLimitOptions {
  /** Sign-in attempts allowed per window, per client address and per (account, address). */
  limit: number;
  /** The window the attempts are counted in, and the length of a first block. */
  windowMs: number;
  /** The longest a block grows to. */
  maxBlockMs: number;
  /** How long the blocks of a key are remembered, so that the next one is longer. */
  blockMemoryMs: number;
  /** How long a successful sign-in keeps its (account, address) out of the account's slow-down. */
  standingMs?: number;
  stores: LimiterStoreFactory;
  /** Whether the request needs an account (the public pages do not, and are never refused). */
  needsAccount(c: Context): boolean;
  /**
   * Whether the accounts authenticated this header moments ago (their cache): such a request runs no scrypt, so it is
   * neither counted nor refused. Read again after the answer: true then means the password was right.
   */
  signedIn(authorization: string): boolean;
  clientAddress(c: Context): string;
  /** The 429 answer, in the shape of the service the path belongs to. */
  refuse(c: Context, message: string): Response;
  log: Logger;
  /** Tests: the slow-down's wait. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * How long the `excess`-th attempt on an account beyond the limit (1 for the first) waits before its password is
 * checked: a sixtieth of the window (1 s for a minute), doubling with each further attempt, up to half the window.
 */
export function slowDownMs(excess: number, windowMs: number): number {
  return Math.min((windowMs / 60) * 2 ** Math.max(0, excess - 1), windowMs / 2);
}

/** A key that is refused (429) past the limit: its store key, what the log says of it, and what the refusal says. */
interface StrictKey {
  key: string;
  what: Record<string, string>;
  which: string;
}

function strictKeys(account: string | null, address: string): StrictKey[] {
  const keys: StrictKey[] = [{ key: `address:${address}`, what: { address }, which: 'from this address' }];
  if (account !== null)
    keys.unshift({
      key: `pair:${JSON.stringify([account, address])}`,
      what: { account, address },
      which: 'for this account from this address',
    });
  return keys;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long an attempt over the limit waits, at most, for the attempts in flight before it to be settled. */
const SETTLE_STEP_MS = 50;
const SETTLE_TRIES = 60;

/**
 * Limits sign-ins (requests with credentials the accounts have not just authenticated) so that guessing passwords
 * stays slow, on one server process or many sharing the stores, without letting a guesser lock the owner out.
 *
 * Every attempt is counted (reserved) BEFORE its password is checked, and taken off again when the password was right:
 * so however many arrive at once, at most `limit` passwords are checked per key and window. Two keys are strict: the
 * client address, and the (account, address) pair. Past the limit, or while a block of the key runs, a request is
 * refused with 429 and Retry-After before anything authenticates it. The `limit`-th failure of a key starts a block:
 * the window, doubling with each further block within `blockMemoryMs`, up to `maxBlockMs`. The account alone (the
 * e-mail the Basic header names, normalised, never looked up) is only slowed: past the limit within a window, each
 * attempt from an address that has no standing with the account waits `slowDownMs`, then is checked. An address has
 * standing once the account signed in from it (within `standingMs`): its owner signs in at once while others guess.
 *
 * Identical failures count: a wrong header sent again is another attempt (the accounts answer it from their cache of
 * refused headers, without scrypt). Answers to counted attempts carry the `"sign-in"` RateLimit fields.
 */
export function signInLimit(options: SignInLimitOptions): MiddlewareHandler {
  const { limit, windowMs, stores, log } = options;
  const now = Date.now;
  const sleep = options.sleep ?? wait;
  const attempts = stores('sign-in-attempts', windowMs);
  const standing = stores('sign-in-standing', options.standingMs ?? LIMIT_DEFAULTS.standingMs);
  const standingOf = lookup(standing, 'sign-in-standing');
  const blocks = growingBlocks(stores, windowMs, options.maxBlockMs, options.blockMemoryMs);
  const policy: RateLimitPolicy = { name: 'sign-in', quota: limit, windowMs };
  const count = (key: string) => countHit(attempts, key);
  const resetOf = (counted: ClientRateLimitInfo) => counted.resetTime?.getTime() ?? now() + windowMs;

  const hasStanding = async (key: string): Promise<boolean> => {
    const known = await standingOf(key);
    return known !== undefined && known.totalHits > 0 && (known.resetTime?.getTime() ?? 0) > now();
  };

  return async (c, next) => {
    const authorization = c.req.header('Authorization');
    if (authorization === undefined || !options.needsAccount(c) || options.signedIn(authorization)) return next();
    const basic = parseBasic(authorization);
    const account = basic ? normalizeEmail(basic.email) : null;
    const address = options.clientAddress(c);
    const strict = strictKeys(account, address);

    const refuse = (until: number, which: string) => {
      const seconds = Math.max(1, secondsUntil(until, now()));
      c.header('Retry-After', String(seconds));
      addRateLimitHeaders(c, policy, 0, seconds);
      return options.refuse(c, `too many failed sign-ins ${which}: try again in ${seconds} s`);
    };

    // Counted before the check, so parallel guesses cannot all pass a count that is only read. A count over the
    // limit without a block may be attempts still being checked (a browser's first requests, all with the right
    // password, arrive together): wait for them to be settled, and go through once one of them signed in.
    let reserved: ClientRateLimitInfo[];
    for (let tries = 0; ; tries++) {
      const running = await Promise.all(strict.map((k) => blocks.until(k.key)));
      const blockEnds = running.map((until) => until ?? 0);
      // the most specific key (the pair before the address) of those blocked longest, to the second
      const end = Math.max(...blockEnds);
      const longest = blockEnds.findIndex((until) => until >= end - 1000);
      if (blockEnds[longest] > 0) return refuse(blockEnds[longest], strict[longest].which);
      reserved = await Promise.all(strict.map((k) => count(k.key)));
      const over = reserved.findIndex((counted) => counted.totalHits > limit);
      if (over < 0) break;
      await Promise.all(strict.map((k) => attempts.decrement(k.key)));
      if (tries >= SETTLE_TRIES) return refuse(resetOf(reserved[over]), strict[over].which);
      await wait(SETTLE_STEP_MS);
      if (options.signedIn(authorization)) return next();
    }

    const accountKey = account === null ? undefined : `account:${account}`;
    const pairKey = strict[0].key;
    if (accountKey !== undefined) {
      const [known, counted] = await Promise.all([hasStanding(pairKey), count(accountKey)]);
      if (!known && counted.totalHits > limit) {
        const ms = slowDownMs(counted.totalHits - limit, windowMs);
        log('warn', 'sign-in slowed', { account, address, attempts: counted.totalHits, ms });
        await sleep(ms);
      }
    }

    await next();
    const failed = c.res.status === 401;
    const signedIn = !failed && options.signedIn(authorization);
    if (!failed) {
      // Not a failed sign-in (a right password, or a file of the app that checked none): it uses up nothing.
      const taken = accountKey === undefined ? strict.map((k) => k.key) : [...strict.map((k) => k.key), accountKey];
      await Promise.all(taken.map((key) => attempts.decrement(key)));
      if (signedIn && accountKey !== undefined) await standing.increment(pairKey);
    } else {
      log('warn', 'sign-in failed', { account, address, method: c.req.method, path: c.req.path });
      for (const [i, counted] of reserved.entries()) {
        // Exactly at the limit: the failure that used up the key's last attempt starts its block, once.
        if (counted.totalHits !== limit) continue;
        const { strike, until } = await blocks.start(strict[i].key);
        const seconds = secondsUntil(until, now());
        log('warn', 'sign-in blocked', { ...strict[i].what, failures: limit, block: strike, seconds });
      }
    }
    // What the client has left is that of its most used key, taken off again for an attempt that did not fail.
    const most = reserved.reduce((a, b) => (b.totalHits > a.totalHits ? b : a));
    const used = most.totalHits - (failed ? 0 : 1);
    addRateLimitHeaders(c, policy, limit - used, secondsUntil(resetOf(most), now()));
  };
}
