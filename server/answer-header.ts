import type { Context } from 'hono';

/**
 * Sets (or appends) a header on the answer, also once the handler has made it. Hono's own `c.header` rebuilds a made
 * answer around its body to change a header, which turns the adapter's light answer (a string the adapter writes as it
 * is) into a stream read chunk by chunk: a third of the request thread's time under load. The made answer's own
 * headers are changed in place instead; only an answer whose headers cannot change (a fetched one) is rebuilt.
 */
export function setAnswerHeader(c: Context, name: string, value: string, options?: { append?: boolean }): void {
  if (c.finalized) {
    try {
      if (options?.append) c.res.headers.append(name, value);
      else c.res.headers.set(name, value);
      return;
    } catch {
      // immutable headers: Hono's way below
    }
  }
  c.header(name, value, options);
}
