/*
 * The security headers of every answer, in one place: the server sets them (server/security/response-headers.ts) and
 * `vite preview` sets the same ones (vite.config.ts), so the e2e specs run the built app under the policy it is served
 * with. Kept free of imports so that vite.config.ts can load it.
 */

/**
 * The Content-Security-Policy, directive by directive (camelCase, as Hono's secure-headers middleware takes it). What
 * the built app needs, checked against `vite build` output: its scripts and workers are files of its own origin (no
 * inline script, no eval), its charts are SVG, and it talks only to its own origin (the server it is served by, or
 * the `/api` proxy of `vite preview`).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'"],
  // MUI (emotion) writes its styles into <style> elements at run time, and the server's own pages (/docs) carry a
  // small <style>: allowing inline styles is the price of both; inline scripts stay refused.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The PNG export draws a chart from a data: URL (src/ui/charts/png-export.ts); blob: for images made in the page.
  imgSrc: ["'self'", 'data:', 'blob:'],
  // The analyst may point the app at any server over HTTPS (Settings: a server's base URL, e.g. the real service),
  // whether the app came from `npm start` or from our server; scripts stay limited to this origin. Plain HTTP only
  // on this machine: a market-data mirror or server of one's own (an API key in a query never crosses a network
  // unencrypted).
  connectSrc: ["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies Record<string, string[]>;

/** `defaultSrc` → `default-src`. */
function directiveName(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The policy as a header value, written as Hono's secure-headers middleware writes it. */
export const CONTENT_SECURITY_POLICY: string = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${directiveName(name)} ${sources.join(' ')}`)
  .join('; ');

/** The headers every answer carries, the app's files as much as the API's answers. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // For browsers without frame-ancestors; both say: never in a frame.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
