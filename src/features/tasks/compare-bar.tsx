import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { CompareSelection } from './use-compare-selection.ts';
import { comparePath, MAX_COMPARED, MIN_COMPARED } from '../../ui/tasks/compare-link.ts';

/** What is ticked for comparison, and the Compare button once 2 to 4 are. */
export function CompareBar({ selection }: { selection: CompareSelection }) {
  const navigate = useNavigate();
  const { picked, full } = selection;
  const count = picked.length;
  const message =
    count === 0
      ? `Tick ${MIN_COMPARED} to ${MAX_COMPARED} finished backtests to compare them.`
      : `${count} ticked: ${picked.map((p) => p.name).join(', ')}.` +
        (full
          ? ` ${MAX_COMPARED} is the most one comparison shows: untick one to pick another.`
          : count < MIN_COMPARED
            ? ' Tick at least one more.'
            : '');
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: '1 1 240px' }}>
        {message}
      </Typography>
      {count > 0 && (
        <Button size="small" onClick={selection.clear}>
          Clear
        </Button>
      )}
      <Button
        variant="contained"
        size="small"
        disabled={count < MIN_COMPARED}
        onClick={() => navigate(comparePath(picked.map((p) => p.taskId)))}
      >
        {count >= MIN_COMPARED ? `Compare ${count} backtests` : 'Compare'}
      </Button>
    </Paper>
  );
}
