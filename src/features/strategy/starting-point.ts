import { loadDraft } from './draft-storage.ts';
import type { StrategyFormValues } from './form-values.ts';
import { defaultFormValues } from './form-values.ts';
import { decodeShare } from './share-link.ts';
import { readSharedForm, readSharedRequest } from './shared-strategy.ts';

export interface Notice {
  severity: 'success' | 'info' | 'error';
  text: string;
  /** Offer Undo in the notice: it says a strategy replaced the form. */
  undoable?: boolean;
}

export interface Opened {
  values: StrategyFormValues;
  /** The CSV file a shared strategy ran on. */
  wantedFile?: string;
  notice: Notice;
}

/** A share link's strategy, or why it cannot be opened. */
export function openShared(code: string): Opened | Notice {
  const decoded = decodeShare(code);
  if (!decoded.ok) return { severity: 'error', text: decoded.message };
  const { form, request, csvFile } = decoded.shared;
  const read = form === undefined ? readSharedRequest(request) : readSharedForm(form);
  if (!read) return { severity: 'error', text: 'This share link holds no strategy the builder can read.' };
  const name = read.values.name ? ` “${read.values.name}”` : '';
  const unfinished = form === undefined ? '' : ' It is unfinished: the fields still to complete are marked.';
  const text =
    read.unread.length === 0
      ? `Opened the shared strategy${name}.${unfinished}`
      : `Opened the shared strategy${name}, except what the builder could not read: ${read.unread.join(', ')} (a new strategy's shown instead).${unfinished}`;
  return {
    values: read.values,
    wantedFile: csvFile,
    notice: { severity: read.unread.length === 0 && form === undefined ? 'success' : 'info', text, undoable: true },
  };
}

export interface StartingPoint {
  /** The form the analyst left (the draft), or a new strategy. */
  base: StrategyFormValues;
  /** A share link's strategy, opened over `base` as a step that can be undone. */
  opened?: StrategyFormValues;
  wantedFile?: string;
  notice: Notice | null;
}

/** Where the builder starts: the draft (or a new strategy), with a share link's strategy opened over it. */
export function startingPoint(shareCode: string | null): StartingPoint {
  const draft = loadDraft();
  const base = draft?.values ?? defaultFormValues();
  if (!shareCode) return { base, wantedFile: draft?.csvFile, notice: null };
  const shared = openShared(shareCode);
  if ('values' in shared) return { base, opened: shared.values, wantedFile: shared.wantedFile, notice: shared.notice };
  return { base, wantedFile: draft?.csvFile, notice: shared };
}
