import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BacktestResult } from '../../contract/index.ts';
import type { Figure } from './result-figures.ts';
import { resultFigures } from './result-figures.ts';

const toneColor = { positive: 'success.main', negative: 'error.main', neutral: 'text.primary' } as const;

/** One figure: a group named by its label, so a reader (or a test) finds the value by the label. */
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

/** The result's figures in labelled groups (Returns, Risk, Trades, Dates). */
export function ResultFiguresPanel({ result }: { result: BacktestResult }) {
  return (
    <Box component="section" aria-label="Performance figures" sx={{ display: 'grid', gap: 2 }}>
      {resultFigures(result).map((group) => (
        <Paper key={group.title} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5, mb: 1 }}>
            {group.title}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
            }}
          >
            {group.figures.map((f) => (
              <FigureTile key={f.label} figure={f} />
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
