import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { FieldPathByValue } from 'react-hook-form';
import type { StrategyFormValues } from './form-values.ts';

export type TextPath = FieldPathByValue<StrategyFormValues, string>;

type TextInputProps = {
  name: TextPath;
  /** Called after the field took the new text, for choices that adjust other fields. */
  onValueChange?: (value: string) => void;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A TextField (or select) bound to one form field; its error, local or from the service, shows under it. */
export function TextInput({ name, helperText, onValueChange, ...props }: TextInputProps) {
  const { field, fieldState } = useController<StrategyFormValues, TextPath>({ name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
