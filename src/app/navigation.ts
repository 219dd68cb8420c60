import type { NavGroup, NavScreen } from './routes.tsx';
import { NAVIGATION } from './routes.tsx';

export interface Place {
  group: NavGroup;
  screen: NavScreen;
}

const PLACES: readonly Place[] = NAVIGATION.flatMap((group) => group.screens.map((screen) => ({ group, screen })));

/**
 * Where a path is in the navigation: the screen whose path it is or is under, the longest such (`/tasks/compare` is
 * Compare, `/tasks/abc` is Tasks); null for a path outside it.
 */
export function currentPlace(pathname: string): Place | null {
  let found: Place | null = null;
  for (const place of PLACES) {
    const { path } = place.screen;
    const inside = pathname === path || pathname.startsWith(`${path}/`);
    if (inside && (found === null || path.length > found.screen.path.length)) found = place;
  }
  return found;
}

/** The screen `g` and this key open, if any. */
export function screenOfKey(key: string): NavScreen | undefined {
  return PLACES.find((p) => p.screen.key === key.toLowerCase())?.screen;
}
