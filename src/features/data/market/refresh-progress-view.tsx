import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { RefreshedSymbol, RefreshTask } from '../../../contract/index.ts';
import { formatWhole } from '../../../ui/table/format.ts';
import { refreshSummary, timeLeftText } from './refresh-words.ts';

const STATUS_CHIP: Record<RefreshedSymbol['status'], { label: string; color: 'success' | 'default' | 'error' }> = {
  updated: { label: 'Updated', color: 'success' },
  unchanged: { label: 'Unchanged', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
};

function rangeText(s: RefreshedSymbol): string {
  return s.first && s.last ? `${s.first} to ${s.last}` : 'nothing stored';
}

function Outcome({ symbol }: { symbol: RefreshedSymbol }) {
  if (symbol.status === 'failed')
    return (
      <Typography variant="body2" color="error">
        {symbol.error ?? 'It failed; what was stored is kept as it was.'}
      </Typography>
    );
  return (
    <>
      {rangeText(symbol)}
      {symbol.reloaded && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          (whole history fetched again: a stored bar had changed)
        </Typography>
      )}
      <SnapshotOutcome symbol={symbol} />
    </>
  );
}

const SNAPSHOT_WORDS = { chain: 'option chain', fundamentals: 'dividend figures' } as const;

/** What a refresh with snapshots stored of the symbol's option chain and fundamentals, and what failed. */
function SnapshotOutcome({ symbol }: { symbol: RefreshedSymbol }) {
  const stored = symbol.snapshots ?? [];
  return (
    <>
      {stored.length > 0 && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          · {stored.map((kind) => SNAPSHOT_WORDS[kind]).join(' and ')} stored
        </Typography>
      )}
      {symbol.snapshot_error && (
        <Typography variant="body2" color="warning.main">
          {symbol.snapshot_error}
        </Typography>
      )}
    </>
  );
}

function StatusChip({ symbol }: { symbol: RefreshedSymbol }) {
  const chip = STATUS_CHIP[symbol.status];
  return <Chip size="small" color={chip.color} label={chip.label} />;
}

// Phone width: the status and the rows added go under the symbol, so the range or the error has the room.
function SymbolRow({ symbol, compact }: { symbol: RefreshedSymbol; compact: boolean }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {symbol.symbol}
        {compact && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <StatusChip symbol={symbol} />
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              +{formatWhole(symbol.rows_added)} rows
            </Typography>
          </Stack>
        )}
      </TableCell>
      {!compact && (
        <>
          <TableCell>
            <StatusChip symbol={symbol} />
          </TableCell>
          <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatWhole(symbol.rows_added)}
          </TableCell>
        </>
      )}
      <TableCell sx={{ minWidth: compact ? 0 : 160 }}>
        <Outcome symbol={symbol} />
      </TableCell>
    </TableRow>
  );
}

export interface RefreshProgressViewProps {
  task: RefreshTask;
  onCancel: () => void;
  cancelling: boolean;
}

/** A refresh under way or ended: the overall bar with time left, a row per symbol as it finishes, and Cancel. */
export function RefreshProgressView({ task, onCancel, cancelling }: RefreshProgressViewProps) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const running = task.status === 'PENDING' || task.status === 'RUNNING';
  const progress = task.refresh_progress;
  const rows = task.result?.symbols ?? progress?.symbols ?? [];
  const total = progress?.total ?? (Array.isArray(task.params.symbols) ? task.params.symbols.length : rows.length);
  const done = running ? (progress?.done ?? 0) : rows.length;
  const fraction = running ? (task.progress ?? (total > 0 ? done / total : 0)) : 1;
  return (
    <Stack spacing={1.5} sx={{ px: 2, pb: 2 }} aria-label="Refresh" role="region">
      {running ? (
        <Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" role="status">
              {task.status === 'PENDING' ? 'Waiting to start…' : `${done} of ${total} symbols done`}
              {progress?.seconds_left !== undefined && ` · ${timeLeftText(progress.seconds_left)}`}
            </Typography>
            <Button variant="outlined" color="warning" size="small" onClick={onCancel} disabled={cancelling}>
              {cancelling ? 'Cancelling…' : 'Cancel refresh'}
            </Button>
          </Stack>
          <LinearProgress variant="determinate" value={Math.round(fraction * 100)} aria-label="Refresh progress" />
        </Box>
      ) : task.status === 'FAILED' ? (
        <Alert severity="error">The refresh failed: {task.error ?? 'no reason was given'}.</Alert>
      ) : (
        <Alert severity={task.result?.symbols.some((s) => s.status === 'failed') ? 'warning' : 'success'} role="status">
          {refreshSummary(task)}
        </Alert>
      )}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Symbols fetched">
            <TableHead>
              <TableRow>
                <TableCell>Symbol</TableCell>
                {!compact && (
                  <>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Rows added</TableCell>
                  </>
                )}
                <TableCell>Range or error</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <SymbolRow key={s.symbol} symbol={s} compact={compact} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
