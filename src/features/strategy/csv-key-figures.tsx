import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { BacktestResult } from '../../contract/index.ts';
import { resultFigures } from '../../ui/backtest-result/result-figures.ts';
import type { Figure } from '../../ui/layout/figure-grid.tsx';
import { FigureGrid } from '../../ui/layout/figure-grid.tsx';

/** The figures an edit is judged by, shown first in the narrow results column. */
const KEY = [
  'Total Return',
  'Buy & Hold',
  'CAGR',
  'Max Drawdown',
  'Sharpe Ratio',
  'Win Rate',
  'Total Trades',
  'Time in Market',
];

/**
 * The live result's figures for a column 400-560 px wide (or a phone): the key ones in one compact grid, every other
 * figure of the result behind "All figures" (mounted only when opened, so each figure label exists once on screen).
 */
export const CsvKeyFigures = memo(function CsvKeyFigures({ result }: { result: BacktestResult }) {
  const groups = resultFigures(result);
  const byLabel = new Map(groups.flatMap((g) => g.figures).map((f) => [f.label, f]));
  const key = KEY.map((label) => byLabel.get(label)).filter((f): f is Figure => f !== undefined);
  const rest = groups
    .map((g) => ({ ...g, figures: g.figures.filter((f) => !KEY.includes(f.label)) }))
    .filter((g) => g.figures.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Paper component="section" aria-label="Performance figures" variant="outlined" sx={{ p: 1.5 }}>
        <FigureGrid figures={key} minTileWidth={104} />
      </Paper>
      <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">All figures</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
          {rest.map((group) => (
            <Box key={group.title} component="section" aria-label={group.title}>
              <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {group.title}
              </Typography>
              <FigureGrid figures={group.figures} minTileWidth={104} />
            </Box>
          ))}
        </AccordionDetails>
      </Accordion>
    </Box>
  );
});
