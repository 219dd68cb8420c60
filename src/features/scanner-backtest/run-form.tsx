import { useSubmitScannerBacktest } from '../../client/scanner-queries.ts';
import { TaskRunForm } from '../../ui/tasks/task-run-form.tsx';
import { scannerBacktestFormSchema } from './form-schema.ts';
import type { ScannerBacktestFormValues } from './form-values.ts';
import { SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';
import { ScannerBacktestForm } from './scanner-backtest-form.tsx';
import { describeSubmitError } from './submit-error.ts';

/** Whether a field is on screen, so a message for it can show there (the fixed share only with a fixed share). */
function shown(field: keyof ScannerBacktestFormValues, values: ScannerBacktestFormValues): boolean {
  if (field === 'fixed_ratio') return values.allocation === 'fixed';
  if (field === 'signals') return values.signal_mode === 'some';
  return true;
}

export interface RunFormProps {
  /** An earlier task's settings ("Edit and run again"): written into the address, which the form then shows. */
  initial?: ScannerBacktestFormValues;
}

/** Spec 4.5's settings, kept in the address, started as a scanner backtest task whose page then opens. */
export function RunForm({ initial }: RunFormProps) {
  return (
    <TaskRunForm
      schema={scannerBacktestFormSchema}
      defaults={SCANNER_BACKTEST_DEFAULTS}
      initial={initial}
      submitter={useSubmitScannerBacktest()}
      taskPath={(id) => `/scanner-backtest/tasks/${encodeURIComponent(id)}`}
      describeError={describeSubmitError}
      shown={shown}
      failureTitle="The backtest could not be started"
    >
      {(slots) => <ScannerBacktestForm {...slots} />}
    </TaskRunForm>
  );
}
