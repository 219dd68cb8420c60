import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPathByValue } from 'react-hook-form';
import type { ScannerBacktestFormValues } from './form-values.ts';

export type TextPath = FieldPathByValue<ScannerBacktestFormValues, string>;

/** After the first Run, an edit re-checks the fields whose message depends on this one (a date pair, say). */
export function useRecheck(paths: readonly TextPath[] | undefined) {
  const { trigger, formState } = useFormContext<ScannerBacktestFormValues>();
  const submitted = formState.isSubmitted;
  return () => {
    if (submitted && paths?.length) void trigger([...paths]);
  };
}

type FormTextFieldProps = {
  name: TextPath;
  /** Fields to check again when this one changes (after the first Run). */
  recheck?: readonly TextPath[];
  numeric?: boolean;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A TextField (or native select) bound to one form field; its error, local or from the service, shows under it. */
export function FormTextField({ name, recheck, numeric, helperText, slotProps, ...props }: FormTextFieldProps) {
  const { field, fieldState } = useController<ScannerBacktestFormValues, TextPath>({ name });
  const checkOthers = useRecheck(recheck);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        checkOthers();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        ...(props.select && { select: { native: true } }),
        ...(numeric && { htmlInput: { inputMode: 'decimal' } }),
      }}
      sx={{ minWidth: 0, ...props.sx }}
    />
  );
}
