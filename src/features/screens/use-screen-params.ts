import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarDateSchema } from '../../contract/calendar-date.ts';
import type { ScreenKey } from '../../contract/index.ts';
import { isIdeasScreen, SCREEN_KEYS, screenTakesUniverse } from '../../contract/index.ts';

export interface ScreenParams {
  key: ScreenKey;
  /** The day asked of an ideas screen; undefined: its latest day. */
  date: string | undefined;
  /** The universe asked of a screen that takes one; undefined: the screen's own. */
  universe: string | undefined;
  choose: (key: ScreenKey) => void;
  setDate: (date: string | undefined) => void;
  setUniverse: (universe: string | undefined) => void;
}

/**
 * The screen on show, its day and universe live in the URL (`?key=&date=&universe=`, the endpoint's own names), so a reload or a shared
 * link shows the same table. An unknown key shows the first screen; switching to a screen without days drops the date.
 */
export function useScreenParams(): ScreenParams {
  const [params, setParams] = useSearchParams();
  const raw = params.get('key');
  const key = SCREEN_KEYS.find((k) => k === raw) ?? SCREEN_KEYS[0];
  const rawDate = params.get('date') ?? '';
  const date = isIdeasScreen(key) && CalendarDateSchema.safeParse(rawDate).success ? rawDate : undefined;
  const rawUniverse = params.get('universe') ?? '';
  const universe = screenTakesUniverse(key) && rawUniverse.trim() !== '' ? rawUniverse : undefined;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  return {
    key,
    date,
    universe,
    choose: useCallback(
      (k: ScreenKey) =>
        update((next) => {
          next.set('key', k);
          if (!isIdeasScreen(k)) next.delete('date');
          // Kept while the next screen takes a universe too, so a user comparing screens of one universe keeps it.
          if (!screenTakesUniverse(k)) next.delete('universe');
        }),
      [update],
    ),
    setDate: useCallback(
      (d: string | undefined) => update((next) => (d ? next.set('date', d) : next.delete('date'))),
      [update],
    ),
    setUniverse: useCallback(
      (u: string | undefined) => update((next) => (u ? next.set('universe', u) : next.delete('universe'))),
      [update],
    ),
  };
}
