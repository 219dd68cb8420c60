import DeleteIcon from '@mui/icons-material/DeleteOutlined';
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
import { Fragment, useId, useState } from 'react';
import type { UniverseSummary } from '../../../contract/index.ts';
import { formatWhole } from '../../../ui/table/format.ts';
import { UniverseMembers } from './universe-members.tsx';

export interface UniversesTableProps {
  universes: UniverseSummary[];
  onDelete: (universe: UniverseSummary) => void;
  /** Starts a refresh of the universe's members. */
  onRefresh: (universe: UniverseSummary) => void;
  /** The universe being refreshed: every Refresh waits until it ends. */
  refreshing: string | null;
}

/** The day a universe was last written (a built-in list's: the day it was taken). */
const dayOf = (iso: string) => iso.slice(0, 10);

/** The universes, built-in ones first as the host lists them, each with its members on demand, Refresh and Delete. */
export function UniversesTable({ universes, onDelete, onRefresh, refreshing }: UniversesTableProps) {
  // Phone width: the update goes under the name, so the row's buttons stay on screen.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const idPrefix = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <TableContainer>
      <Table size="small" aria-label="Universes">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Members</TableCell>
            {!compact && <TableCell>Last update</TableCell>}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {universes.map((u, i) => {
            const shown = open === u.name;
            const membersId = `${idPrefix}-members-${i}`;
            return (
              <Fragment key={u.name}>
                <TableRow hover sx={{ '& > *': { borderBottom: shown ? 'unset' : undefined } }}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                      {u.name}
                    </Typography>
                    {u.builtin && (
                      <Tooltip title="Shipped with the app: it cannot be replaced or deleted">
                        <Chip size="small" label="Built-in" sx={{ ml: 1 }} />
                      </Tooltip>
                    )}
                    {compact && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        updated {dayOf(u.updated_at)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatWhole(u.members)}
                  </TableCell>
                  {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayOf(u.updated_at)}</TableCell>}
                  <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                      <Button
                        size="small"
                        aria-expanded={shown}
                        aria-controls={membersId}
                        aria-label={`Members of ${u.name}`}
                        onClick={() => setOpen(shown ? null : u.name)}
                      >
                        {shown ? 'Hide' : 'Members'}
                      </Button>
                      <Tooltip title="Fetch the members' prices: what is new since each one's last stored bar">
                        <span>
                          <Button
                            size="small"
                            aria-label={`Refresh ${u.name}`}
                            disabled={refreshing !== null}
                            onClick={() => onRefresh(u)}
                          >
                            {refreshing === u.name ? 'Refreshing…' : 'Refresh'}
                          </Button>
                        </span>
                      </Tooltip>
                      {!u.builtin && (
                        <Tooltip title="Delete this universe">
                          <IconButton aria-label={`Delete ${u.name}`} onClick={() => onDelete(u)}>
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={compact ? 3 : 4} sx={{ py: 0, ...(shown ? {} : { borderBottom: 'none' }) }}>
                    <Collapse in={shown} unmountOnExit id={membersId}>
                      <UniverseMembers name={u.name} />
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
