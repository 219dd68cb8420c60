import { dropDraft, readDraft, writeDraft } from '../../../ui/form/url-form-draft.ts';
import type { FetchPricesValues } from './fetch-prices-schema.ts';
import { FETCH_PRICES_DEFAULTS } from './fetch-prices-schema.ts';

/*
 * The fetch form's draft and the refresh it started live for the tab's life (the drafts' session storage), so that
 * leaving the Data screen and coming back loses neither what was typed nor the refresh under way. One key per
 * connection: a refresh started on a server is not the browser's.
 */

const formKey = (connection: string) => `data:fetch-prices:${connection}`;
const taskKey = (connection: string) => `data:refresh-task:${connection}`;

export function readFetchDraft(connection: string): FetchPricesValues {
  return readDraft(formKey(connection), '', FETCH_PRICES_DEFAULTS) ?? FETCH_PRICES_DEFAULTS;
}

export function writeFetchDraft(connection: string, values: FetchPricesValues): void {
  writeDraft(formKey(connection), '', { ...values });
}

export function readRefreshTaskId(connection: string): string | null {
  return readDraft(taskKey(connection), '', { task: '' })?.task || null;
}

export function writeRefreshTaskId(connection: string, taskId: string): void {
  writeDraft(taskKey(connection), '', { task: taskId });
}

export function forgetRefreshTaskId(connection: string): void {
  dropDraft(taskKey(connection));
}
