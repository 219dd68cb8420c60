import type { Context } from 'hono';
import { setAnswerHeader } from '../answer-header.ts';

/** One limit as the RateLimit header fields name it: a policy of `quota` requests a window. */
export interface RateLimitPolicy {
  /** The policy's name, the same in both fields (a String of the Structured Field syntax, so plain ASCII). */
  name: string;
  quota: number;
  windowMs: number;
}

/** Whole seconds from now until `resetAt` (a time in ms), never below 0: the draft's delay-seconds. */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(0, Math.ceil((resetAt - now) / 1000));
}

/**
 * The two fields of the IETF draft "RateLimit header fields for HTTP" (draft-ietf-httpapi-ratelimit-headers-11):
 * `RateLimit-Policy: "name";q=<quota>;w=<window s>` and `RateLimit: "name";r=<remaining>;t=<seconds to reset>`. Each
 * is a Structured Field List, so an answer under two policies carries both items (appended, not replaced).
 */
export function rateLimitFields(
  policy: RateLimitPolicy,
  remaining: number,
  resetSeconds: number,
): { policy: string; limit: string } {
  const window = Math.max(1, Math.ceil(policy.windowMs / 1000));
  return {
    policy: `"${policy.name}";q=${policy.quota};w=${window}`,
    limit: `"${policy.name}";r=${Math.max(0, remaining)};t=${resetSeconds}`,
  };
}

/**
 * Adds a policy's items to the answer. Called after the handler ran (or on a refusal being built): a header set on the
 * context before the router answers is lost when the router's own Response becomes the answer.
 */
export function addRateLimitHeaders(c: Context, policy: RateLimitPolicy, remaining: number, resetSeconds: number) {
  const fields = rateLimitFields(policy, remaining, resetSeconds);
  setAnswerHeader(c, 'RateLimit-Policy', fields.policy, { append: true });
  setAnswerHeader(c, 'RateLimit', fields.limit, { append: true });
}
