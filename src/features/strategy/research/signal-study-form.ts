import type { FieldError, SignalStudyOptions } from '../../../contract/index.ts';
import { DEFAULT_STUDY_HORIZONS, fieldErrors, SignalStudyOptionsSchema } from '../../../contract/index.ts';

/** The two fields of the tab as typed. */
export interface StudyFormText {
  horizons: string;
  minGap: string;
}

export const DEFAULT_STUDY_FORM: StudyFormText = { horizons: DEFAULT_STUDY_HORIZONS.join(', '), minGap: '0' };

/** What is wrong with the tab's fields, by field; `other` holds what the service said of the strategy itself. */
export interface StudyFieldErrors {
  horizons?: string;
  minGap?: string;
  other: FieldError[];
}

export const NO_FIELD_ERRORS: StudyFieldErrors = { other: [] };

/** "5, 10 21" -> [5, 10, 21]; a word that is not a number stays as text so that the contract's message names it. */
function readList(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter((word) => word !== '')
    .map((word) => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? Number(word) : word));
}

/** "Horizon 2 (12.5)" for `horizons.1`, so a message says which of the list is wrong. */
function horizonMessage(path: string, message: string, list: readonly unknown[]): string {
  const at = /^horizons\.(\d+)$/.exec(path);
  if (!at) return message;
  const i = Number(at[1]);
  return `Horizon ${i + 1}${list[i] === undefined ? '' : ` (${String(list[i])})`}: ${message}`;
}

/** Sorts field errors from the service (or the contract checked here) onto the tab's fields. */
export function studyFieldErrors(errors: readonly FieldError[], horizons: readonly unknown[] = []): StudyFieldErrors {
  const out: StudyFieldErrors = { other: [] };
  const add = (key: 'horizons' | 'minGap', text: string) => (out[key] = out[key] ? `${out[key]}; ${text}` : text);
  for (const e of errors) {
    if (e.path === 'horizons' || e.path.startsWith('horizons.'))
      add('horizons', horizonMessage(e.path, e.message, horizons));
    else if (e.path === 'min_gap') add('minGap', e.message);
    else out.other.push(e);
  }
  return out;
}

export type StudyOptionsResult = { ok: true; options: SignalStudyOptions } | { ok: false; errors: StudyFieldErrors };

/**
 * The tab's fields as the study's options, checked with the contract's own schema (the service checks again, with the
 * builder's strategy): a field error here is the very message the service would give.
 */
export function studyOptions(form: StudyFormText): StudyOptionsResult {
  const horizons = readList(form.horizons);
  const gapText = form.minGap.trim();
  const minGap: unknown = gapText === '' ? 0 : /^[+-]?\d+(\.\d+)?$/.test(gapText) ? Number(gapText) : gapText;
  const parsed = SignalStudyOptionsSchema.safeParse({
    horizons: horizons.length === 0 ? undefined : horizons,
    min_gap: minGap,
  });
  if (!parsed.success) return { ok: false, errors: studyFieldErrors(fieldErrors(parsed.error), horizons) };
  return { ok: true, options: parsed.data };
}
