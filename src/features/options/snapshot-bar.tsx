import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export interface SnapshotBarProps {
  date: string | undefined;
  onDateChange: (date: string | undefined) => void;
  /** What the service answered for that day, beside the field. */
  children?: ReactNode;
}

/** The snapshot day asked for (empty: the latest) and what the answer covers. */
export function SnapshotBar({ date, onDateChange, children }: SnapshotBarProps) {
  return (
    <Paper
      component="section"
      aria-label="Snapshot day"
      variant="outlined"
      sx={{
        p: { xs: 1.5, md: 2 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, md: 4 },
        alignItems: 'flex-start',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="date"
          label="Snapshot date"
          name="date"
          value={date ?? ''}
          // The browser's picker gives '' until a whole date is entered: '' asks for the latest snapshot.
          onChange={(e) => onDateChange(e.target.value || undefined)}
          helperText="Empty: the latest snapshot"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1990-01-01', max: '2200-12-31' } }}
          sx={{ width: 190 }}
        />
        {date && (
          <Button size="small" onClick={() => onDateChange(undefined)} sx={{ mt: 1 }}>
            Latest
          </Button>
        )}
      </Box>
      {children && <Box sx={{ flex: '1 1 260px', minWidth: 0, pt: 0.5 }}>{children}</Box>}
    </Paper>
  );
}
