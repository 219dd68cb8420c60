import TextField from '@mui/material/TextField';

export interface FilterSelectProps<T extends string> {
  label: string;
  /** The first option's text, for no filter ("Any status"). */
  anyLabel: string;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  value: T | undefined;
  onChange: (value: T | null) => void;
  minWidth: number;
}

/** A task list's filter as a native select (keyboard and phones work as usual); its blank option is "any". */
export function FilterSelect<T extends string>({
  label,
  anyLabel,
  options,
  optionLabel = (o) => o,
  value,
  onChange,
  minWidth,
}: FilterSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(options.find((o) => o === e.target.value) ?? null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      <option value="">{anyLabel}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {optionLabel(o)}
        </option>
      ))}
    </TextField>
  );
}
