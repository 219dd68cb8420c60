import { useEffect, useState } from 'react';
import type { AxisDraft } from './sweep-axes.ts';

/** Where the Sweep and Walk-forward tabs keep their settings (and the task they last ran) in this browser. */
export const SWEEP_TAB_KEY = 'backtest-studio.research.sweep.v1';
export const WALK_FORWARD_TAB_KEY = 'backtest-studio.research.walk-forward.v1';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What was kept under the key, checked by `read` (which returns null for anything it does not recognise). */
export function loadStored<T>(key: string, read: (raw: unknown) => T | null): T | null {
  try {
    const text = storage()?.getItem(key);
    return text ? read(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/**
 * State kept in localStorage as it changes, so a tab's settings survive switching tabs, leaving the screen and a
 * reload: nothing typed is lost. A full or refused storage only loses the keeping, never the state on screen.
 */
export function useStoredState<T>(key: string, initial: () => T, read: (raw: unknown) => T | null) {
  const [state, setState] = useState<T>(() => loadStored(key, read) ?? initial());
  useEffect(() => {
    try {
      storage()?.setItem(key, JSON.stringify(state));
    } catch {
      // Nothing to do: the state on screen stays as it is.
    }
  }, [key, state]);
  return [state, setState] as const;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a kept list of axis drafts, dropping anything that is not one. */
export function readDrafts(raw: unknown): AxisDraft[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((d) =>
    isRecord(d) &&
    typeof d.key === 'string' &&
    typeof d.fieldId === 'string' &&
    typeof d.from === 'string' &&
    typeof d.to === 'string' &&
    typeof d.step === 'string'
      ? [
          {
            key: d.key,
            fieldId: d.fieldId,
            from: d.from,
            to: d.to,
            step: d.step,
            symbols: Array.isArray(d.symbols) ? d.symbols.filter((s): s is string => typeof s === 'string') : [],
          },
        ]
      : [],
  );
}

export { isRecord };
