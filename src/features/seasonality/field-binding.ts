import type { FieldMessages, FormField, SeasonalityFormValues } from './form-values.ts';

export interface BoundField {
  name: FormField;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string;
}

/** Binds a TextField to a form field: its text, and its error (local or from the service) in place of the help. */
export type Bind = (field: FormField, help: string) => BoundField;

export function makeBind(
  values: SeasonalityFormValues,
  errors: FieldMessages,
  onChange: (patch: Partial<SeasonalityFormValues>) => void,
): Bind {
  return (field, help) => ({
    name: field,
    value: values[field],
    onChange: (event) => onChange({ [field]: event.target.value }),
    error: errors[field] !== undefined,
    helperText: errors[field] ?? help,
  });
}
