import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BacktestResult } from '../../contract/index.ts';
import { FigureGrid } from '../layout/figure-grid.tsx';
import { resultFigures } from './result-figures.ts';

/** The result's figures in labelled groups (Returns, Risk, Trades, Dates). */
export function ResultFiguresPanel({ result }: { result: BacktestResult }) {
  return (
    <Box component="section" aria-label="Performance figures" sx={{ display: 'grid', gap: 2 }}>
      {resultFigures(result).map((group) => (
        <Paper key={group.title} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5, mb: 1 }}>
            {group.title}
          </Typography>
          <FigureGrid figures={group.figures} minTileWidth={150} />
        </Paper>
      ))}
    </Box>
  );
}
