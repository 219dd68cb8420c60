import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { CSP_DIRECTIVES } from './headers.ts';

/**
 * The security headers of server/security/headers.ts on every answer, errors included (Hono's secure-headers
 * middleware, which also drops X-Powered-By and adds its other defaults). Strict-Transport-Security is left to the
 * TLS proxy in front (docs/server-security.md): the server itself speaks plain HTTP.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: false,
  });
}

/** Long enough that a browser never asks again: each file name carries a hash of its content. */
const HASHED_FILE = 'public, max-age=31536000, immutable';
/** The app's other files (index.html, favicon, samples) keep their names across builds: checked on each use. */
const NAMED_FILE = 'no-cache';

/**
 * How long a file of the built app may be cached: `/assets/` holds Vite's hashed files. Everything else the server
 * answers (the API, its errors, the public pages) is `no-store`, set where no file was served.
 */
export function fileCacheControl(path: string): string {
  return path.startsWith('/assets/') ? HASHED_FILE : NAMED_FILE;
}

export const API_CACHE_CONTROL = 'no-store';
