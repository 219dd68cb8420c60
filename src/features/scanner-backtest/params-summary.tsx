import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TaskParams } from './task-params.ts';
import { paramLines } from './task-params.ts';

/** The task's settings as a list of terms and values. */
export function ParamsSummary({ params }: { params: TaskParams }) {
  return (
    <Box
      component="dl"
      aria-label="Settings"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(190px, 1fr))' },
      }}
    >
      {paramLines(params).map((line) => (
        <Box key={line.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {line.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
