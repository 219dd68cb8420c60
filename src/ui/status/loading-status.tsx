import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A spinner and what is being loaded, announced as a status. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{children}</Typography>
    </Box>
  );
}
