import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from '../answer-header.ts';

/** The realm every 401 names, and the charset the server decodes Basic credentials in (RFC 7617). */
export const BASIC_CHALLENGE = 'Basic realm="Backtest Studio", charset="UTF-8"';

/**
 * `WWW-Authenticate` on every 401, whoever answered it (the router, for a missing or wrong password): RFC 9110 requires
 * a challenge on a 401, and generic HTTP clients (curl --anyauth, requests, a browser opening an API address) only send
 * Basic credentials once challenged. The app's own client does not get the browser's sign-in dialog from it: it fetches
 * with `credentials: 'omit'` (docs/server-security.md, "The 401 challenge").
 */
export function basicChallenge(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 401) setAnswerHeader(c, 'WWW-Authenticate', BASIC_CHALLENGE);
  };
}
