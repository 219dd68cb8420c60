import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The screens whose view lives in the address (forms, chosen day, filters). Not the builder: its address carries a
 * shared strategy once, to be imported, which must not come back on every visit.
 */
const REMEMBERED = new Set([
  '/tasks',
  // The last comparison: its address holds the runs compared.
  '/tasks/compare',
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
    if (typeof stored !== 'object' || stored === null) return {};
    // Session storage is read back as written by any version of the app: only text values are searches.
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The screen a path shows, when it is one of the remembered screens or one of its views (`/correlation/assets`). */
function rememberedScreen(pathname: string): string | undefined {
  if (REMEMBERED.has(pathname)) return pathname;
  // Views in the path, not task pages: those are one task each, not a view to return to.
  const view = /^(\/correlation)\/[a-z-]+$/.exec(pathname);
  return view?.[1];
}

/**
 * Where a screen's link goes: the view (path and search) the screen was last left on in this tab, so that the link
 * returns to the same day, form and tab; the screen's own path before it has been visited.
 */
export function rememberedLocation(path: string): string {
  const location = read()[path];
  return typeof location === 'string' && rememberedScreen(location.split('?')[0]) === path ? location : path;
}

/** Notes each remembered screen's view as the analyst moves, for `rememberedLocation`. */
export function useRememberSearch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const screen = rememberedScreen(pathname);
    if (!screen) return;
    try {
      globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ ...read(), [screen]: pathname + search }));
    } catch {
      // Without storage the links open each screen afresh, as they did before.
    }
  }, [pathname, search]);
}
