import { z } from 'zod';
import type { UrlFormValues } from './url-form-values.ts';

/**
 * A draft typed but not run, kept for the tab's life so that leaving the screen and coming back loses nothing. It is
 * kept with the address values it was typed over (`basis`): opened on another address (a bookmark, Back), the draft
 * is not the form's any more and the address wins.
 */
interface StoredDraft {
  basis: string;
  values: UrlFormValues;
}

/** A stored draft as read back: its fields are checked one by one against the form's defaults below. */
const StoredDraftSchema = z.object({ basis: z.string(), values: z.record(z.string(), z.unknown()) });

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage may be refused (a sandboxed frame, privacy settings): drafts then live as long as the screen.
    return null;
  }
}

export function readDraft<V extends UrlFormValues>(key: string, basis: string, defaults: V): V | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const stored = StoredDraftSchema.safeParse(JSON.parse(text));
    if (!stored.success || stored.data.basis !== basis) return null;
    const values: UrlFormValues = { ...defaults };
    // Only fields the form still has, each in its default's shape: a draft from an older build cannot break the form.
    for (const [field, fallback] of Object.entries(defaults)) {
      const value = stored.data.values[field];
      if (Array.isArray(fallback)) {
        if (Array.isArray(value) && value.every((v) => typeof v === 'string')) values[field] = value;
      } else if (typeof fallback === 'string' && typeof value === 'string') values[field] = value;
      else if (typeof fallback === 'boolean' && typeof value === 'boolean') values[field] = value;
    }
    // Every field of V is there, each checked against its default's shape above.
    return values as V;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, basis: string, values: UrlFormValues): void {
  try {
    storage()?.setItem(key, JSON.stringify({ basis, values } satisfies StoredDraft));
  } catch {
    // A full storage only costs the draft's survival across screens.
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(key);
}
