import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** A stand-in where no socket is known (a request made in-process, as some tests do). */
const UNKNOWN = 'unknown';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

/**
 * The client's address, for the per-address sign-in limit and the log: the socket's remote address, or, with
 * `trustProxy`, the address the proxy in front put in X-Forwarded-For. That is the LAST entry: a proxy appends the
 * address it saw to whatever the client sent, so the entries before it are the client's own words and could be made
 * up to dodge the limit. (A proxy that replaces the header writes one entry, which is then the first and the last.)
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For');
    const last = forwarded
      ?.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .at(-1);
    if (last) return last;
  }
  return socketAddress(c);
}
