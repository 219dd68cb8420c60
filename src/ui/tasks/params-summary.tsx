import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ParamLine } from './task-params.ts';

/** A task's settings as a list of terms and values, as many columns (each at least `minColumnWidth` px) as fit. */
export function ParamsSummary({ lines, minColumnWidth }: { lines: readonly ParamLine[]; minColumnWidth: number }) {
  return (
    <Box
      component="dl"
      aria-label="Settings"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(auto-fill, minmax(${minColumnWidth}px, 1fr))`,
        },
      }}
    >
      {lines.map((line) => (
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
