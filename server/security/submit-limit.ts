import type { Context, MiddlewareHandler } from 'hono';
import { normalizeEmail, parseBasic } from '../accounts.ts';
import type { LimiterStoreFactory } from './limiter-stores.ts';
import { countHit } from './limiter-stores.ts';
import type { RateLimitPolicy } from './rate-limit-headers.ts';
import { addRateLimitHeaders, secondsUntil } from './rate-limit-headers.ts';

/**
 * The submits: the POSTs that queue a task (a backtest, a sweep, a walk-forward test, a CPM backtest or scan, a
 * scanner backtest). Every one of them, and nothing else, ends in /start or /start_backtest.
 */
export function isSubmit(method: string, path: string): boolean {
  return method === 'POST' && /\/(start|start_backtest)\/?$/.test(path);
}

export interface SubmitLimitOptions {
  /** Submits allowed per account per window. */
  limit: number;
  windowMs: number;
  stores: LimiterStoreFactory;
  /** The 429 answer, in the shape of the service the path belongs to (Retry-After is set already). */
  refuse(c: Context, message: string): Response;
}

function perWindow(windowMs: number): string {
  return windowMs === 60_000 ? 'a minute' : `in ${windowMs / 1000} s`;
}

/** The account a Basic header names, normalised (not verified: see below). */
function namedAccount(c: Context): string | undefined {
  const basic = parseBasic(c.req.header('Authorization'));
  return basic && normalizeEmail(basic.email);
}

/**
 * Limits the submits per account, counted in a store of the factory (shared by every server on a PostgreSQL
 * database). The account is the one the Basic header names; the router authenticates it afterwards, and a submit it
 * refuses with 401 is taken off the count again, so only the account's own submits use up its allowance (someone
 * without the password cannot spend it: their 401s are counted by the sign-in limit instead, which stops them first).
 * Every submit's answer, the 429 included, carries the `"submit"` policy in RateLimit-Policy and RateLimit.
 */
export function submitLimit(options: SubmitLimitOptions): MiddlewareHandler {
  const { limit, windowMs } = options;
  const store = options.stores('submits', windowMs);
  const policy: RateLimitPolicy = { name: 'submit', quota: limit, windowMs };

  return async (c, next) => {
    if (!isSubmit(c.req.method, c.req.path)) return next();
    const account = namedAccount(c);
    if (account === undefined) return next();
    const key = `account:${account}`;
    const { totalHits, resetTime } = await countHit(store, key);
    const resetSeconds = secondsUntil(resetTime?.getTime() ?? Date.now() + windowMs, Date.now());
    if (totalHits > limit) {
      c.header('Retry-After', String(Math.max(1, resetSeconds)));
      addRateLimitHeaders(c, policy, 0, resetSeconds);
      return options.refuse(c, `too many submits for this account: at most ${limit} ${perWindow(windowMs)}`);
    }
    let refunded = false;
    try {
      await next();
    } catch (error) {
      await store.decrement(key);
      throw error;
    }
    if (c.res.status === 401) {
      await store.decrement(key);
      refunded = true;
    }
    addRateLimitHeaders(c, policy, limit - totalHits + (refunded ? 1 : 0), resetSeconds);
  };
}
