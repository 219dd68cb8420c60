import Paper from '@mui/material/Paper';
import type { CpmResultData } from '../../contract/index.ts';
import { FigureGrid } from '../../ui/layout/figure-grid.tsx';
import { resultFigures } from './result-figures.ts';

/** The match count and, for a backtest, backtest_info's figures. */
export function ResultFiguresPanel({ data }: { data: CpmResultData }) {
  return (
    <Paper component="section" aria-label="Summary figures" variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <FigureGrid figures={resultFigures(data)} minTileWidth={140} />
    </Paper>
  );
}
