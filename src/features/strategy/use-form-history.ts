import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormHistory } from './form-history.ts';
import { recordChange, redo, startHistory, undo } from './form-history.ts';
import type { StrategyFormValues } from './form-values.ts';

/*
 * One undo history per page, kept outside the screen so that leaving the builder (Tasks, a result page) and coming
 * back keeps the way back. The form (react-hook-form) stays the one source of truth: the history only records what
 * the form became, and undo/redo put a recorded form back with reset().
 */
let kept: FormHistory | null = null;
const listeners = new Set<() => void>();

function keep(next: FormHistory): void {
  if (next === kept) return;
  kept = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): FormHistory => kept ?? startHistory('');

/**
 * The history the screen starts with: the one kept from an earlier visit when the form is where that visit left it,
 * else a new one at `present`, with `past` behind it (a share link opened over the draft can be undone to the draft).
 */
export function beginHistory(present: StrategyFormValues, past?: StrategyFormValues): void {
  const json = JSON.stringify(present);
  if (past === undefined && kept?.present === json) return;
  keep(past === undefined ? startHistory(json) : recordChange(startHistory(JSON.stringify(past)), json, undefined, 0));
}

export interface FormHistoryControls {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** Puts whole values in the form as one step of their own (Reset, a share link, a task's or a saved strategy). */
  apply: (values: StrategyFormValues) => void;
}

/**
 * Records every change of the form as it happens (typing grouped per field, see form-history.ts) and calls
 * `onChange` with the new values at once, with no debounce: the caller saves the draft there. `replaced` says the
 * whole form was put back (undo, redo, apply), which also cleared its errors.
 */
export function useFormHistory(
  form: UseFormReturn<StrategyFormValues>,
  onChange: (values: StrategyFormValues, replaced: boolean) => void,
): FormHistoryControls {
  const history = useSyncExternalStore(subscribe, current, current);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  // While undo, redo or apply reset the form, its notifications are the step being taken, not a new one.
  const applying = useRef(false);
  // Set by a change and cleared once its event has been handled: what changes meanwhile follows from it.
  const inEvent = useRef(false);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (applying.current) return;
          const json = JSON.stringify(values);
          if (json === current().present) return;
          keep(recordChange(current(), json, name, Date.now(), inEvent.current));
          if (!inEvent.current) {
            inEvent.current = true;
            queueMicrotask(() => {
              inEvent.current = false;
            });
          }
          changed.current(values, false);
        },
      }),
    [form],
  );

  const show = useCallback(
    (json: string) => {
      const values = JSON.parse(json) as StrategyFormValues;
      applying.current = true;
      try {
        form.reset(values);
      } finally {
        applying.current = false;
      }
      changed.current(values, true);
    },
    [form],
  );

  return {
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: useCallback(() => {
      const next = undo(current());
      if (next === current()) return;
      keep(next);
      show(next.present);
    }, [show]),
    redo: useCallback(() => {
      const next = redo(current());
      if (next === current()) return;
      keep(next);
      show(next.present);
    }, [show]),
    apply: useCallback(
      (values: StrategyFormValues) => {
        const next = recordChange(current(), JSON.stringify(values), undefined, Date.now());
        keep(next);
        show(next.present);
      },
      [show],
    ),
  };
}
