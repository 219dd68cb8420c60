import type { SubmitFailure as Failure } from '../../ui/tasks/submit-failure.ts';
import { describeSubmitFailure } from '../../ui/tasks/submit-failure.ts';
import type { CpmField } from './cpm-form-values.ts';
import { CPM_FIELD_LABELS, fieldOfParameter } from './cpm-form-values.ts';

export type SubmitFailure = Failure<CpmField>;

/** Why a task was not started; a 404 (the connection has no, or too few, prices for the symbol) is the symbol's. */
export function describeSubmitError(error: Error): SubmitFailure {
  return describeSubmitFailure(error, { fieldOf: fieldOfParameter, labels: CPM_FIELD_LABELS, notFoundField: 'symbol' });
}
