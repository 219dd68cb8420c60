import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController } from 'react-hook-form';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';

/** A tick box bound to one boolean field of the surrounding react-hook-form form (FormProvider). */
export function FormCheckbox<V extends FieldValues>({
  name,
  label,
}: {
  name: FieldPathByValue<V, boolean>;
  label: string;
}) {
  const { field } = useController<V, FieldPathByValue<V, boolean>>({ name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={label}
    />
  );
}
