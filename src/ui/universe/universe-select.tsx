import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useUniverses } from '../../client/universe-queries.ts';

export interface UniverseSelectProps {
  label: string;
  /** A universe's name, or empty for the first option. */
  value: string;
  onChange: (name: string) => void;
  /** The option of the empty value: "All symbols" for a filter, "Pick a universe…" for an action. */
  emptyLabel: string;
  helperText?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A native select of the connection's universes (GET /data/universes), with member counts. A connection that keeps
 * none (or cannot list them) offers the empty option only and says why under the field.
 */
export function UniverseSelect({ label, value, onChange, emptyLabel, helperText, disabled, sx }: UniverseSelectProps) {
  const universes = useUniverses();
  const list = universes.data?.universes ?? [];
  // A name from the address that the list does not hold (yet) stays selectable, so the field shows what is asked.
  const missing = value !== '' && !list.some((u) => u.name.toLowerCase() === value.toLowerCase());
  const help = universes.isError ? 'This connection keeps no universes' : helperText;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={missing ? value : (list.find((u) => u.name.toLowerCase() === value.toLowerCase())?.name ?? '')}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...(help !== undefined && { helperText: help })}
      sx={sx ?? { minWidth: 200 }}
    >
      <option value="">{emptyLabel}</option>
      {missing && <option value={value}>{value}</option>}
      {list.map((u) => (
        <option key={u.name} value={u.name}>
          {`${u.name} (${u.members} members)`}
        </option>
      ))}
    </TextField>
  );
}
