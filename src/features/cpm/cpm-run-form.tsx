import { useFormContext, useWatch } from 'react-hook-form';
import { useSubmitCpm } from '../../client/analytics-queries.ts';
import type { TaskRunFormSlots } from '../../ui/tasks/task-run-form.tsx';
import { TaskRunForm } from '../../ui/tasks/task-run-form.tsx';
import type { CpmRun } from './cpm-form-schema.ts';
import { cpmFormSchema } from './cpm-form-schema.ts';
import { CpmForm } from './cpm-form.tsx';
import type { CpmField, CpmFieldErrors, CpmFormValues } from './cpm-form-values.ts';
import { CPM_FORM_DEFAULTS } from './cpm-form-values.ts';
import { describeSubmitError } from './submit-error.ts';

/** The CPM form's pickers take values and a patch; this binds them to the form around them. */
function BoundCpmForm(slots: TaskRunFormSlots) {
  const form = useFormContext<CpmFormValues, unknown, CpmRun>();
  const values = useWatch({ control: form.control }) as CpmFormValues;
  // Read at each render: react-hook-form updates its errors object in place.
  const errors: CpmFieldErrors = {};
  for (const [field, error] of Object.entries(form.formState.errors))
    if (error?.message) errors[field as CpmField] = String(error.message);

  const onChange = (patch: Partial<CpmFormValues>) => {
    // A field edited since the check no longer shows its message; a new template source clears the window's too.
    const cleared = new Set<CpmField>(Object.keys(patch) as CpmField[]);
    if ('source' in patch) for (const f of ['pattern', 'startDate', 'endDate', 'patternBars'] as const) cleared.add(f);
    for (const [field, value] of Object.entries(patch) as [CpmField, CpmFormValues[CpmField]][])
      form.setValue(field, value, { shouldDirty: true });
    form.clearErrors([...cleared]);
  };

  return <CpmForm values={{ ...CPM_FORM_DEFAULTS, ...values }} errors={errors} onChange={onChange} {...slots} />;
}

export interface CpmRunFormProps {
  /** An earlier task's settings ("Edit and run again"): written into the address, which the form then shows. */
  initial?: CpmFormValues;
}

/** Symbol, template and parameters, kept in the address, started as a CPM task whose page then opens. */
export function CpmRunForm({ initial }: CpmRunFormProps) {
  return (
    <TaskRunForm
      schema={cpmFormSchema}
      defaults={CPM_FORM_DEFAULTS}
      initial={initial}
      submitter={useSubmitCpm()}
      taskPath={(id) => `/cpm/tasks/${encodeURIComponent(id)}`}
      describeError={describeSubmitError}
      failureTitle="The task could not be started"
    >
      {(slots) => <BoundCpmForm {...slots} />}
    </TaskRunForm>
  );
}
