import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ScannerBacktestData } from '../../contract/index.ts';
import { FigureGrid } from '../../ui/layout/figure-grid.tsx';
import { statsFigures } from './stats-figures.ts';

/** The result's figures (spec 2.9), hover a figure for what it means. */
export function StatsPanel({ data }: { data: ScannerBacktestData }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5, fontSize: '1.05rem' }}>
        Statistics
      </Typography>
      <FigureGrid figures={statsFigures(data)} minTileWidth={170} />
    </Paper>
  );
}
