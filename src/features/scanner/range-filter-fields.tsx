import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { RangeField, RangeMessages, RangeText } from './pick-filters.ts';

export interface RangeFilterFieldsProps {
  field: RangeField;
  /** What the figure is, e.g. "0 to 10". */
  scale: string;
  value: RangeText;
  messages?: RangeMessages;
  onChange: (range: RangeText) => void;
}

function BoundField({
  label,
  name,
  text,
  error,
  onChange,
}: {
  label: string;
  /** The accessible name: the visible label with the figure it bounds, e.g. "TrendScore min". */
  name: string;
  text: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-label': name } }}
      sx={{ flex: '1 1 0', minWidth: 0 }}
    />
  );
}

/** A min and a max for one figure, either left empty for no bound. */
export function RangeFilterFields({ field, scale, value, messages, onChange }: RangeFilterFieldsProps) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="caption" color="text.secondary" component="div" sx={{ mb: 0.75 }}>
        {field} <span aria-hidden="true">·</span> {scale}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <BoundField
          label="Min"
          name={`${field} min`}
          text={value.min}
          error={messages?.min}
          onChange={(min) => onChange({ ...value, min })}
        />
        <BoundField
          label="Max"
          name={`${field} max`}
          text={value.max}
          error={messages?.max}
          onChange={(max) => onChange({ ...value, max })}
        />
      </Box>
    </Box>
  );
}
