import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Tone } from '../table/format.ts';

/** A labelled, formatted figure of a result. */
export interface Figure {
  label: string;
  value: string;
  tone: Tone;
  /** A sentence on what the figure means, shown on hover and read by screen readers. */
  hint?: string;
}

const toneColor = { positive: 'success.main', negative: 'error.main', neutral: 'text.primary' } as const;

/** One figure: a group named by its label, so that a reader (or a test) finds the value by the label. */
function FigureTile({ figure }: { figure: Figure }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} title={figure.hint} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="caption" color="text.secondary" component="div" noWrap>
        {figure.label}
      </Typography>
      <Typography
        variant="subtitle1"
        component="div"
        sx={{ fontWeight: 600, color: toneColor[figure.tone], fontVariantNumeric: 'tabular-nums' }}
      >
        {figure.value}
      </Typography>
    </Box>
  );
}

/** Figures in a grid: two columns on a phone, as many as fit (each at least `minTileWidth` px) from sm up. */
export function FigureGrid({ figures, minTileWidth }: { figures: readonly Figure[]; minTileWidth: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`,
        },
      }}
    >
      {figures.map((f) => (
        <FigureTile key={f.label} figure={f} />
      ))}
    </Box>
  );
}
