import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CsvDateOrder, CsvReading } from '../../contract/index.ts';

export interface DateOrderFieldProps {
  reading: CsvReading;
  onChoose: (order: CsvDateOrder) => void;
  busy?: boolean;
}

/** Day and month of an example date the way each choice reads it: "31/12/2020" style examples for the options. */
const OPTIONS: { value: CsvDateOrder; label: string }[] = [
  { value: 'day-first', label: 'Day first (31/12/2020)' },
  { value: 'month-first', label: 'Month first (12/31/2020)' },
];

/**
 * "Dates are: day first / month first", for a file whose dates could be read either way (no day above 12): asked
 * before anything is read, and shown afterwards with the choice, which can be changed (the files are read again).
 */
export function DateOrderField({ reading, onChoose, busy = false }: DateOrderFieldProps) {
  const asking = reading.dates === 'ask';
  if (!asking && reading.datesDetected) return null;
  if (reading.dates === 'iso') return null;
  const value = asking ? '' : reading.dates;
  const example = reading.dateExample ?? '';
  return (
    <>
      {asking && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          The dates of {reading.fileName} (such as {example}) could be day first or month first: no day is above 12. Say
          which, and the file is read.
        </Alert>
      )}
      <TextField
        select
        label="Dates are"
        value={value}
        disabled={busy}
        onChange={(e) => onChoose(e.target.value as CsvDateOrder)}
        helperText={asking ? `How to read ${example}` : `${example} is read this way; change it to read the file again`}
        sx={{ mt: 1.5, minWidth: 260 }}
      >
        {OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
