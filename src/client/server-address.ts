/*
 * A server's base URL: an absolute http(s) address, or a path on this page's own origin (`/api` behind the
 * development proxy, or `/` when the server also serves the app). It never carries a user name or password.
 */

export type BaseUrlCheck = { ok: true; baseUrl: string } | { ok: false; message: string };

const EXAMPLE = 'e.g. https://backtest.example.com, or /api behind the development proxy';

export function checkBaseUrl(text: string): BaseUrlCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `Enter the server's address (${EXAMPLE})` };
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    if (/[?#@]/.test(trimmed)) return { ok: false, message: 'A path without ?, # or @ in it, such as /api' };
    // `/` is the page's own origin (our server serves the app and the API together).
    return { ok: true, baseUrl: trimmed.replace(/\/+$/, '') || '/' };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: `Not an address (${EXAMPLE})` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, message: 'The address starts with https:// (or http://)' };
  // Credentials go in the Authorization header only: an address that holds them is refused, not silently cleaned.
  if (url.username || url.password)
    return { ok: false, message: 'Leave the user name and password out of the address; enter them below' };
  if (url.search || url.hash) return { ok: false, message: 'The address takes no ? or # part' };
  return { ok: true, baseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** `baseUrl` + `path` (which starts with `/`). */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** How messages name the server: its origin and path, never any user information. */
export function describeServer(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.origin}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return baseUrl === '' || baseUrl === '/' ? 'this page’s own server' : `${baseUrl} on this page’s server`;
  }
}

/** The app bar's name of a server connection: its host, or the proxied path. */
export function serverLabel(baseUrl: string): string {
  try {
    return `Server: ${new URL(baseUrl).host}`;
  } catch {
    return baseUrl === '' || baseUrl === '/' ? 'Server: this origin' : `Server: ${baseUrl} (this origin)`;
  }
}
