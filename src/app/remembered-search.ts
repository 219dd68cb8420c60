import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The screens whose view lives in the address (forms, chosen day, filters). Not the builder: its address carries a
 * shared strategy once, to be imported, which must not come back on every visit.
 */
const REMEMBERED = new Set([
  '/tasks',
  '/seasonality',
  '/correlation',
  '/cpm',
  '/scanner',
  '/scanner-backtest',
  '/options',
  '/screens',
  '/reports',
]);

const KEY = 'remembered-search';

function read(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The address search a screen was last left with in this tab, so that its link returns to the same view. */
export function rememberedSearch(path: string): string {
  const search = read()[path];
  return REMEMBERED.has(path) && typeof search === 'string' ? search : '';
}

/** Notes each remembered screen's search as the analyst moves, for `rememberedSearch`. */
export function useRememberSearch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!REMEMBERED.has(pathname)) return;
    try {
      globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ ...read(), [pathname]: search }));
    } catch {
      // Without storage the links open each screen afresh, as they did before.
    }
  }, [pathname, search]);
}
