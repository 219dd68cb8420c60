import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { normalizeEmail, parseBasic } from '../accounts.ts';
import type { Logger } from '../logger.ts';
import type { LimiterStoreFactory } from './limiter-stores.ts';
import { lookup } from './limiter-stores.ts';

export interface SignInLimitOptions {
  /** Failed sign-ins allowed per window, per account and per client address. */
  limit: number;
  /** The window the failures are counted in, and the length of a first block. */
  windowMs: number;
  /** The longest a block grows to. */
  maxBlockMs: number;
  /** How long the blocks of an account or address are remembered, so that the next one is longer. */
  blockMemoryMs: number;
  stores: LimiterStoreFactory;
  /** Whether the request needs an account (the public pages do not, and are never refused). */
  needsAccount(c: Context): boolean;
  clientAddress(c: Context): string;
  /** The 429 answer, in the shape of the service the path belongs to. */
  refuse(c: Context, message: string): Response;
  log: Logger;
}

interface Block {
  until: number;
}

/**
 * The failed credentials seen from each address within the window, in this process only: a repeat of the same wrong
 * header is not another guess. Kept as SHA-256 digests in memory (never in a shared store, where a digest of a
 * near-miss password could be guessed offline), at most `maxEntries`, the oldest forgotten first.
 */
class RecentAttempts {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  /** True the first time this header fails from this address within the window. */
  isNew(authorization: string, address: string): boolean {
    const key = createHash('sha256').update(address).update('\n').update(authorization).digest('base64');
    const time = this.now();
    const until = this.seen.get(key);
    if (until !== undefined && until > time) return false;
    this.seen.delete(key);
    if (this.seen.size >= this.maxEntries) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(key, time + this.windowMs);
    return true;
  }
}

/**
 * The length of the `strike`-th block (1 for the first) within the memory: the window, doubled for each block before
 * it, up to `maxBlockMs`.
 */
export function blockMs(strike: number, windowMs: number, maxBlockMs: number): number {
  return Math.min(windowMs * 2 ** Math.max(0, strike - 1), maxBlockMs);
}

/**
 * Limits failed sign-ins (answers 401 to a request that carried credentials) per account and per client address.
 * The account is the e-mail the Basic header names, normalised and never looked up. When a key's failures in a window
 * reach the limit, the key is blocked: requests with credentials for that account or from that address are then
 * refused with 429 and Retry-After before anything authenticates them (no scrypt runs), the right password included.
 * The first block lasts the window; each further block within `blockMemoryMs` doubles, up to `maxBlockMs`. Only
 * failures count: a correct password uses up nothing, and the same wrong header sent again from the same address within
 * the window counts once (an app sends a stale saved password on several requests at once).
 *
 * The state is in hono-rate-limiter Stores from the factory, so that several processes on one database share it:
 * `sign-in-failures` counts failures in the window, `sign-in-blocks` counts a key's blocks within the memory, and one
 * store per block length, `sign-in-block-<n>` (n = 1, 2, …), holds the n-th block: its window is that block's length,
 * so its reset time is when the block ends.
 */
export function signInLimit(options: SignInLimitOptions): MiddlewareHandler {
  const { limit, windowMs, maxBlockMs, stores, log } = options;
  // The stores' windows run on Date.now (MemoryStore's does), so the blocks are read on the same clock.
  const now = Date.now;
  const failures = stores('sign-in-failures', windowMs);
  const strikes = stores('sign-in-blocks', options.blockMemoryMs);
  const strikesOf = lookup(strikes, 'sign-in-blocks');
  // Beyond the level where the block reaches its longest, every further block has that length: one store serves them.
  let levels = 1;
  while (blockMs(levels, windowMs, maxBlockMs) < maxBlockMs) levels++;
  const blockStores = new Map<number, { store: Store; get: NonNullable<Store['get']> }>();
  const blockStore = (strike: number) => {
    const level = Math.min(strike, levels);
    let block = blockStores.get(level);
    if (!block) {
      const name = `sign-in-block-${level}`;
      const store = stores(name, blockMs(level, windowMs, maxBlockMs));
      block = { store, get: lookup(store, name) };
      blockStores.set(level, block);
    }
    return block;
  };

  const blockOf = async (key: string): Promise<Block | undefined> => {
    const struck = await strikesOf(key);
    const time = now();
    if (!struck || struck.totalHits <= 0 || (struck.resetTime && struck.resetTime.getTime() <= time)) return undefined;
    const block = await blockStore(struck.totalHits).get(key);
    if (!block || block.totalHits <= 0 || !block.resetTime || block.resetTime.getTime() <= time) return undefined;
    return { until: block.resetTime.getTime() };
  };

  const countFailure = async (key: string, what: Record<string, string | null>): Promise<void> => {
    const { totalHits } = await failures.increment(key);
    // Exactly at the limit: failures that were in flight when the block began do not start another one.
    if (totalHits !== limit) return;
    const strike = (await strikes.increment(key)).totalHits;
    const { resetTime } = await blockStore(strike).store.increment(key);
    const seconds = Math.ceil(((resetTime?.getTime() ?? now() + blockMs(strike, windowMs, maxBlockMs)) - now()) / 1000);
    log('warn', 'sign-in blocked', { ...what, failures: totalHits, block: strike, seconds });
  };

  const tried = new RecentAttempts(windowMs, now);

  return async (c, next) => {
    const authorization = c.req.header('Authorization');
    if (authorization === undefined || !options.needsAccount(c)) return next();
    const basic = parseBasic(authorization);
    const account = basic ? normalizeEmail(basic.email) : null;
    const address = options.clientAddress(c);
    const keys: [string, Record<string, string | null>][] = [[`address:${address}`, { address }]];
    if (account !== null) keys.unshift([`account:${account}`, { account }]);

    const blocks = await Promise.all(keys.map(([key]) => blockOf(key)));
    const until = Math.max(...blocks.map((b) => b?.until ?? 0));
    if (until > 0) {
      const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
      c.header('Retry-After', String(seconds));
      const which = blocks[0] && account !== null ? 'for this account' : 'from this address';
      return options.refuse(c, `too many failed sign-ins ${which}: try again in ${seconds} s`);
    }

    await next();
    if (c.res.status !== 401) return;
    log('warn', 'sign-in failed', { account, address, method: c.req.method, path: c.req.path });
    // An app with a stale saved password sends it on several requests at once: that is one guess, not several.
    if (!tried.isNew(authorization, address)) return;
    for (const [key, what] of keys) await countFailure(key, what);
  };
}
