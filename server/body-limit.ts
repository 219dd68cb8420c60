import type { Context, MiddlewareHandler } from 'hono';

/**
 * Refuses a request body over `maxBytes`: by its Content-Length before reading anything, or, for a body without one
 * (chunked), as soon as the bytes read pass the limit. A chunked body under the limit is read and handed on whole.
 * (Hono's own bodyLimit rebuilds the request from the adapter's request object, which Node's Request refuses when
 * the adapter leaves the globals alone, as this server does.)
 */
export function limitBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    // Decided from the headers where they say: asking the adapter's request for its body builds a whole Request.
    const declared = raw.headers.get('content-length');
    const chunked = raw.headers.has('transfer-encoding');
    if (declared !== null && !chunked) return Number(declared) > maxBytes ? tooLarge(c) : next();
    if (!chunked || !raw.body) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = raw.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        void reader.cancel();
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const headers = new Headers(raw.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(size));
    c.req.raw = new Request(raw.url, { method: raw.method, headers, body: Buffer.concat(chunks) });
    return next();
  };
}
