import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LegendItem {
  name: string;
  colour: string;
  /** A line (thin: one of many faint lines) or a band, drawn as a block. */
  kind: 'line' | 'thin' | 'band';
  /** How strongly the colour is drawn, as on the chart (1 unless given). */
  opacity?: number;
}

/** Names the lines and bands under a chart whose own legend would list a hundred lines. */
export function SeriesLegend({ items }: { items: readonly LegendItem[] }) {
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
              width: 16,
              height: item.kind === 'band' ? 10 : item.kind === 'line' ? 3 : 2,
              bgcolor: item.colour,
              opacity: item.opacity ?? 1,
              borderRadius: 0.5,
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
