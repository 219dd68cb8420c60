import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of fields (a fieldset: screen readers name each field's group). */
export function FormFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
