import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { heatStops } from './heat-colour.ts';
import type { HeatScale } from './heat-legend-labels.ts';
import { heatLegendLabels, heatLegendText } from './heat-legend-labels.ts';

const ALIGN = ['left', 'center', 'right'] as const;

export interface HeatLegendProps {
  scale: HeatScale;
  /** What the colours measure, for the description, e.g. "monthly return". */
  subject: string;
  format: (value: number) => string;
  /** Words under the low end, the middle and the high end, e.g. "opposite", "unrelated", "together". */
  words?: readonly [string, string, string];
}

/** The colour bar beside a heat map, with the figures at its ends and middle: the same scale that paints the cells. */
export function HeatLegend({ scale, subject, format, words }: HeatLegendProps) {
  const labels = heatLegendLabels(scale, format);
  const description = heatLegendText(subject, labels, words);
  return (
    <Box role="img" aria-label={description} sx={{ mt: 1, width: '100%', maxWidth: 320 }}>
      <Box
        aria-hidden
        sx={{
          height: 12,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          background: `linear-gradient(to right, ${heatStops().join(', ')})`,
        }}
      />
      <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.25 }}>
        {labels.map((label, i) => (
          <Typography
            key={i}
            variant="caption"
            color="text.secondary"
            sx={{ flex: 1, textAlign: ALIGN[i], lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}
          >
            {label}
            {words && (
              <>
                <br />
                {words[i]}
              </>
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
