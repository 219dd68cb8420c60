import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Fragment, useState } from 'react';
import type { StoredSymbol } from '../../../contract/index.ts';
import { formatWhole } from '../../../ui/table/format.ts';
import { StoredSymbolEvents } from './stored-symbol-events.tsx';

export interface StoredSymbolsTableProps {
  symbols: StoredSymbol[];
  onDelete: (symbol: StoredSymbol) => void;
}

const FULL_COLUMNS = ['Symbol', 'Source', 'Range', 'Rows', 'Last update', 'Splits', 'Dividends'];
// Phone width: source, range and update go under the symbol, so the row's buttons stay on screen.
const COMPACT_COLUMNS = ['Symbol', 'Rows'];
const NUMERIC = new Set(['Rows', 'Splits', 'Dividends']);

/** "2026-11-27 14:03": the update time as the store wrote it, to the minute. */
function updateText(iso: string): string {
  return iso.replace('T', ' ').slice(0, 16);
}

function Nowrap({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

function StaleChip({ symbol }: { symbol: StoredSymbol }) {
  return symbol.stale ? (
    <Tooltip title="Its last date is more than 5 trading days older than the newest data in the store">
      <Chip size="small" color="warning" label="Stale" sx={{ ml: 1 }} />
    </Tooltip>
  ) : null;
}

/** The symbols fetched into the store, each with its events on demand and Delete. */
export function StoredSymbolsTable({ symbols, onDelete }: StoredSymbolsTableProps) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const columns = compact ? COMPACT_COLUMNS : FULL_COLUMNS;
  const [open, setOpen] = useState<string | null>(null);
  return (
    <TableContainer>
      <Table size="small" aria-label="Fetched symbols">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} align={NUMERIC.has(c) ? 'right' : 'left'}>
                {c}
              </TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {symbols.map((s) => {
            const shown = open === s.symbol;
            const eventsId = `events-${s.symbol}`;
            return (
              <Fragment key={s.symbol}>
                <TableRow hover sx={{ '& > *': { borderBottom: shown ? 'unset' : undefined } }}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                      {s.symbol}
                    </Typography>
                    <StaleChip symbol={s} />
                    {compact && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {s.source} · <Nowrap>{s.first}</Nowrap> to <Nowrap>{s.last}</Nowrap> · updated{' '}
                        <Nowrap>{updateText(s.updated_at)}</Nowrap>
                      </Typography>
                    )}
                  </TableCell>
                  {!compact && (
                    <>
                      <TableCell>{s.source}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {s.first} to {s.last}
                      </TableCell>
                    </>
                  )}
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatWhole(s.rows)}
                  </TableCell>
                  {!compact && (
                    <>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{updateText(s.updated_at)}</TableCell>
                      <TableCell align="right">{s.splits.length}</TableCell>
                      <TableCell align="right">{s.dividends.length}</TableCell>
                    </>
                  )}
                  <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                      <Button
                        size="small"
                        aria-expanded={shown}
                        aria-controls={eventsId}
                        aria-label={`Splits and dividends of ${s.symbol}`}
                        onClick={() => setOpen(shown ? null : s.symbol)}
                      >
                        {shown ? 'Hide events' : 'Events'}
                      </Button>
                      <Tooltip title="Delete from the store">
                        <IconButton aria-label={`Delete ${s.symbol}`} onClick={() => onDelete(s)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={columns.length + 1} sx={{ py: 0, ...(shown ? {} : { borderBottom: 'none' }) }}>
                    <Collapse in={shown} unmountOnExit id={eventsId}>
                      <StoredSymbolEvents symbol={s} />
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
