/**
 * Whether an address's hash opens the builder: `#/strategy` (with a query or not), and the start page (no hash, `#`,
 * `#/`), which the router sends to the builder.
 */
export function opensOnBuilder(hash: string): boolean {
  const path = hash.replace(/^#/, '').replace(/[?].*$/, '');
  return path === '' || path === '/' || path === '/strategy' || path === '/strategy/';
}
