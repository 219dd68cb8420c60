import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One entry of a legend: a name and the swatch that stands for it on the chart. */
export interface LegendSwatch {
  name: string;
  colour: string;
  /** px: a line is drawn thin, a band or area as a block. */
  height: number;
  opacity?: number;
  /** Overrides the plain fill, e.g. a dash pattern. */
  background?: string;
}

/** Names the series under a chart that draws no legend of its own (canvas charts, or charts of a hundred lines). */
export function LegendList({ items }: { items: readonly LegendSwatch[] }) {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0, mt: 1 }}
    >
      {items.map((item) => (
        <Box component="li" key={item.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 14,
              height: item.height,
              bgcolor: item.colour,
              opacity: item.opacity ?? 1,
              borderRadius: 0.5,
              ...(item.background !== undefined && { background: item.background }),
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {item.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
