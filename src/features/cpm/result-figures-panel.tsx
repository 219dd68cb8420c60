import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CpmResultData } from '../../contract/index.ts';
import type { Figure } from './result-figures.ts';
import { resultFigures } from './result-figures.ts';

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

/** The match count and, for a backtest, backtest_info's figures. */
export function ResultFiguresPanel({ data }: { data: CpmResultData }) {
  return (
    <Paper component="section" aria-label="Summary figures" variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(140px, 1fr))' },
        }}
      >
        {resultFigures(data).map((f) => (
          <FigureTile key={f.label} figure={f} />
        ))}
      </Box>
    </Paper>
  );
}
