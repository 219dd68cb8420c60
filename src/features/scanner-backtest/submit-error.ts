import type { SubmitFailure as Failure } from '../../ui/tasks/submit-failure.ts';
import { describeSubmitFailure } from '../../ui/tasks/submit-failure.ts';
import type { ScannerBacktestField } from './form-values.ts';
import { FIELD_LABELS, fieldOfParameter } from './form-values.ts';

export type SubmitFailure = Failure<ScannerBacktestField>;

/** Why a backtest was not started: messages on the fields the service named, and the rest as sentences. */
export function describeSubmitError(error: Error): SubmitFailure {
  return describeSubmitFailure(error, { fieldOf: fieldOfParameter, labels: FIELD_LABELS });
}
