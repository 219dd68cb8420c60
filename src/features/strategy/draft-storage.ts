import { z } from 'zod';
import type { StrategyFormValues } from './form-values.ts';
import { StrategyFormValuesSchema } from './form-values.ts';

/** The builder's draft: the form as the analyst left it, written on every change, so a reload loses nothing. */
export interface Draft {
  values: StrategyFormValues;
  /** The CSV file a shared strategy asked for and that has not been dropped yet. */
  csvFile?: string;
}

export const DRAFT_KEY = 'backtest-studio.strategy-draft.v1';

const DraftSchema = z.object({ values: StrategyFormValuesSchema, csvFile: z.string().optional() });

// Storage can be missing or refuse (private windows, quota): a draft is a convenience, never an error.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(): Draft | null {
  try {
    const text = storage()?.getItem(DRAFT_KEY);
    if (!text) return null;
    const parsed = DraftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the draft is simply not kept.
  }
}
