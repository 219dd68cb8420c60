import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChartSeries } from './chart-series.ts';
import { legendColor } from './chart-series.ts';

/** Names the series under a canvas chart, which has no legend of its own. */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0, mt: 1 }}
    >
      {series.map((s) => (
        <Box component="li" key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 14,
              height: s.kind === 'line' ? 3 : 10,
              bgcolor: legendColor(s),
              // Bands are drawn pale behind the lines.
              opacity: s.kind === 'bands' ? 0.4 : 1,
              borderRadius: 0.5,
              ...(s.kind === 'line' &&
                s.dashed && { background: `repeating-linear-gradient(90deg, ${s.color} 0 4px, transparent 4px 7px)` }),
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {s.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
