import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Overfitting, SweepResult } from '../../contract/index.ts';
import { PBO_BLOCKS } from '../../contract/index.ts';
import { formatFixed, formatPercent, formatWhole } from '../table/format.ts';
import { valueText } from './sweep-grid.ts';

/** A plain-words reading of the two probabilities; thresholds are the usual 95% and one half. */
export function luckVerdict(o: Overfitting): string {
  const parts: string[] = [];
  if (o.deflated_sharpe !== null)
    parts.push(
      o.deflated_sharpe >= 0.95
        ? 'The best Sharpe ratio is well above what this many tries would reach by luck.'
        : 'The best Sharpe ratio is not clearly above what this many tries would reach by luck.',
    );
  if (o.pbo !== null)
    parts.push(
      o.pbo > 0.5
        ? 'Picking the best in one half of the data more often than not picked a below-median cell in the other half.'
        : 'Picking the best in one half of the data mostly picked an above-median cell in the other half.',
    );
  return parts.join(' ') || 'Too few cells ran, or their runs were too short, to measure this.';
}

/**
 * How likely the sweep's best cell is luck: the expected best Sharpe ratio of as many strategies without skill, the
 * Deflated Sharpe Ratio of the best cell and the Probability of Backtest Overfitting (docs/research.md).
 */
export function SweepOverfittingPanel({ result, labels }: { result: SweepResult; labels: readonly string[] }) {
  const o = result.overfitting;
  if (!o) return null;
  const best = o.best_cell === null ? undefined : result.cells[o.best_cell];
  const bestText = best
    ? best.values.map((v, i) => `${labels[i] ?? `Axis ${i + 1}`} ${valueText(v)}`).join(' · ')
    : '-';
  const rows: [string, string][] = [
    ['Combinations measured', formatWhole(o.trials)],
    ['Best by Sharpe ratio', bestText],
    ['Its Sharpe ratio per bar', formatFixed(o.best_sharpe, 4)],
    ['Best expected from luck alone, per bar', formatFixed(o.expected_max_sharpe, 4)],
    [
      'Deflated Sharpe ratio (chance the best is real)',
      formatPercent(o.deflated_sharpe === null ? null : o.deflated_sharpe * 100, 1),
    ],
    [
      `Probability of backtest overfitting (${formatWhole(o.pbo_cells)} cells, ${PBO_BLOCKS} blocks)`,
      formatPercent(o.pbo === null ? null : o.pbo * 100, 1),
    ],
  ];
  return (
    <Box
      component="section"
      aria-label="How likely is it luck"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0, typography: 'body2' }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        How likely is it luck
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // On a phone each figure goes under its label: a label column as wide as its longest text leaves none.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, max-content) minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.25,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, mb: { xs: 0.75, sm: 0 }, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            >
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {luckVerdict(o)} Sharpe ratios here are per bar, not annualised.
      </Typography>
    </Box>
  );
}
