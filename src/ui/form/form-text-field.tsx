import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';

export type FormTextFieldProps<V extends FieldValues> = {
  name: FieldPathByValue<V, string>;
  /** Fields to check again when this one changes, once the form has been run (the other end of a date pair, say). */
  recheck?: readonly FieldPathByValue<V, string>[];
  /** A phone shows its number pad. */
  numeric?: boolean;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * A TextField (or native select) bound to one text field of the surrounding react-hook-form form (FormProvider); its
 * message, from the schema or from the service (setError), shows under it in place of the help.
 */
export function FormTextField<V extends FieldValues>({
  name,
  recheck,
  numeric,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<V>) {
  const { trigger, formState } = useFormContext<V>();
  const { field, fieldState } = useController<V, FieldPathByValue<V, string>>({ name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        if (formState.isSubmitted && recheck?.length) void trigger([...recheck]);
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
