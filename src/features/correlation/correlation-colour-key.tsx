import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useChartPalette } from '../../ui/charts/use-chart-palette.ts';
import { colourKeyStops, keyGradient } from './colour-key.ts';

const TICKS = [
  { value: -1, label: '−1', words: 'opposite' },
  { value: 0, label: '0', words: 'unrelated' },
  { value: 1, label: '+1', words: 'together' },
];

/** The heat map's colour scale, -1 (red: moved opposite) through 0 (no colour) to +1 (green: moved together). */
export function CorrelationColourKey() {
  const paper = useChartPalette().background.paper;
  return (
    <Box
      role="img"
      aria-label="Colour key: red for -1 (moved opposite), no colour for 0 (unrelated), green for +1 (moved together)"
      sx={{ mt: 1.5, width: '100%', maxWidth: 340 }}
    >
      <Box
        sx={{
          height: 12,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          background: keyGradient(colourKeyStops(paper)),
        }}
      />
      <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.25 }}>
        {TICKS.map((t) => (
          <Typography
            key={t.value}
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: t.value < 0 ? 'left' : t.value > 0 ? 'right' : 'center', lineHeight: 1.3 }}
          >
            {t.label}
            <br />
            {t.words}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
