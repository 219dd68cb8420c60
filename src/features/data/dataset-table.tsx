import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { DatasetSummary } from '../../contract/index.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { kindText } from './dataset-kinds.ts';

export interface DatasetTableProps {
  datasets: DatasetSummary[];
  onRemove: (dataset: DatasetSummary) => void;
}

const FULL_COLUMNS = ['Symbol', 'Kind', 'Source', 'Rows', 'First date', 'Last date', 'Origin'];
// Phone width: kind, dates and origin go under the symbol, so the remove button stays on screen.
const COMPACT_COLUMNS = ['Dataset', 'Rows'];

function SourceChip({ source }: { source: DatasetSummary['source'] }) {
  return (
    <Chip
      size="small"
      variant={source === 'user' ? 'filled' : 'outlined'}
      color={source === 'user' ? 'primary' : 'default'}
      label={source === 'user' ? 'Your file' : 'Sample'}
    />
  );
}

function Nowrap({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

function RemoveButton({ dataset, onRemove }: { dataset: DatasetSummary; onRemove: DatasetTableProps['onRemove'] }) {
  return (
    <Tooltip title="Remove from the data library">
      <IconButton aria-label={`Remove ${dataset.symbol}`} onClick={() => onRemove(dataset)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The data library: bundled samples and the files the user kept; only the latter can be removed. */
export function DatasetTable({ datasets, onRemove }: DatasetTableProps) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const columns = compact ? COMPACT_COLUMNS : FULL_COLUMNS;
  return (
    <TableContainer>
      <Table size="small" aria-label="Data library">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} align={c === 'Rows' ? 'right' : 'left'}>
                {c}
              </TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {datasets.map((d) => (
            <TableRow key={`${d.kind}:${d.symbol}`} hover>
              <TableCell component="th" scope="row">
                <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>
                  {d.symbol}
                </Typography>
                {compact && (
                  <Stack component="span" sx={{ alignItems: 'flex-start' }}>
                    <SourceChip source={d.source} />
                    <Typography variant="caption" color="text.secondary">
                      {kindText(d)} · <Nowrap>{d.first}</Nowrap> to <Nowrap>{d.last}</Nowrap>
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {d.origin}
                    </Typography>
                  </Stack>
                )}
              </TableCell>
              {!compact && (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{kindText(d)}</TableCell>
                  <TableCell>
                    <SourceChip source={d.source} />
                  </TableCell>
                </>
              )}
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatWhole(d.rows)}
              </TableCell>
              {!compact && (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.first}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.last}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>{d.origin}</TableCell>
                </>
              )}
              <TableCell align="right" sx={{ py: 0 }}>
                {d.source === 'user' && <RemoveButton dataset={d} onRemove={onRemove} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
