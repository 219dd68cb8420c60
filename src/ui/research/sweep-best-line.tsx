import Typography from '@mui/material/Typography';
import type { SweepResult } from '../../contract/index.ts';
import { metricLabel } from '../../contract/index.ts';
import { formatMetric, valueText } from './sweep-grid.ts';

/**
 * Which combination the sweep ranks best by its metric, only among those with at least min_trades trades, or why
 * none is: a thin cell's figure is luck as often as not, so it is never the one named.
 */
export function SweepBestLine({ result, labels }: { result: SweepResult; labels: readonly string[] }) {
  const cell = result.best === null ? undefined : result.cells[result.best];
  // A result kept from before the rule names neither.
  if (!cell && result.best_reason === null) return null;
  const among = result.min_trades > 0 ? ` among the combinations with at least ${result.min_trades} trades` : '';
  const text = cell
    ? `Best by ${metricLabel[result.metric]}${among}: ${cell.values.map((v, i) => `${labels[i]} ${valueText(v)}`).join(', ')} (${formatMetric(result.metric, cell[result.metric])}).`
    : `No combination is ranked best: ${result.best_reason}.`;
  return (
    <Typography role="note" aria-label="Best combination" variant="body2" sx={{ fontWeight: 600 }}>
      {text}
    </Typography>
  );
}
