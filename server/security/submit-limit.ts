import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { normalizeEmail, parseBasic } from '../accounts.ts';
import type { LimiterStoreFactory } from './limiter-stores.ts';

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
 * Limits the submits per account with hono-rate-limiter. The account is the one the Basic header names; the router
 * authenticates it afterwards, and a submit it refuses with 401 is taken off the count again, so only the account's
 * own submits use up its allowance (someone without the password cannot spend it: their 401s are counted by the
 * sign-in limit instead, which stops them first).
 */
export function submitLimit(options: SubmitLimitOptions): MiddlewareHandler {
  const { limit, windowMs } = options;
  return rateLimiter({
    windowMs,
    limit,
    store: options.stores('submits', windowMs),
    skip: (c) => !isSubmit(c.req.method, c.req.path) || namedAccount(c) === undefined,
    keyGenerator: (c) => `account:${namedAccount(c) ?? ''}`,
    // RateLimit-Policy and RateLimit on each submit, and Retry-After on the 429.
    standardHeaders: 'draft-7',
    skipFailedRequests: true,
    requestWasSuccessful: (c) => c.res.status !== 401,
    handler: (c) => options.refuse(c, `too many submits for this account: at most ${limit} ${perWindow(windowMs)}`),
  });
}
