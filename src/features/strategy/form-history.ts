/*
 * The builder's undo history: snapshots of the whole form (as JSON text, so a snapshot can never be changed in place).
 * Pure: the hook in use-form-history.ts keeps one of these and feeds it every change.
 *
 * Typing is grouped: changes to the same field that follow each other within GROUP_MS make one step, so one undo
 * brings back the value a field had before it was typed over ("30", not "4" on the way to "41"). Anything applied
 * at once (Reset, a share link, a task's or a saved strategy) is always a step of its own. Changes made by one event
 * (a rule type that also adds a condition) are one step, so undo never stops half-way through a choice.
 */

export interface FormHistory {
  past: readonly string[];
  present: string;
  future: readonly string[];
  /** The field the last step was typed into, and when, for grouping; null after a step that is not typing. */
  typing: { field: string; at: number } | null;
}

/** Steps kept; the oldest are dropped beyond this. */
export const HISTORY_LIMIT = 200;
/** Changes to one field closer together than this are one step. */
export const GROUP_MS = 1500;

export function startHistory(present: string, past: readonly string[] = []): FormHistory {
  return { past, present, future: [], typing: null };
}

/**
 * The history after the form became `next`. `field` names the input typed into (undefined for a change applied at
 * once); `now` is in milliseconds. A change to the same text as now is no step.
 */
export function recordChange(
  history: FormHistory,
  next: string,
  field: string | undefined,
  now: number,
  /** The change is a consequence of the previous one in the same event (a rule type that adds a condition). */
  sameEvent = false,
): FormHistory {
  if (next === history.present) return history;
  const grouped =
    (sameEvent && history.past.length > 0) ||
    (field !== undefined &&
      history.typing !== null &&
      history.typing.field === field &&
      now - history.typing.at < GROUP_MS &&
      history.past.length > 0);
  const typing = field === undefined ? null : { field, at: now };
  if (grouped) return { ...history, present: next, future: [], typing };
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], typing };
}

export function undo(history: FormHistory): FormHistory {
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
    typing: null,
  };
}

export function redo(history: FormHistory): FormHistory {
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0],
    future: history.future.slice(1),
    typing: null,
  };
}
