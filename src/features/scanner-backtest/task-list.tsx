import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId } from 'react';
import { useScannerBacktestTasks } from '../../client/scanner-queries.ts';
import type { TaskStatus } from '../../contract/index.ts';
import { TASK_STATUSES } from '../../contract/index.ts';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';
import { TaskRow } from './task-row.tsx';
import { LIST_PAGE_SIZES, useTaskListQuery } from './use-task-list-query.ts';

const COLUMNS = ['Status', 'Name', 'Universe', 'Created'];

/** The scanner backtests of this account, newest first, filtered by status, a page at a time. */
export function TaskList() {
  const query = useTaskListQuery();
  const { status, limit, offset, setPage } = query;
  const list = useScannerBacktestTasks({ limit, offset, ...(status && { status }) });
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const headingId = useId();
  const total = list.data?.total ?? 0;

  // A page past the end (a stale link): show the last page that has tasks.
  useEffect(() => {
    if (total > 0 && offset >= total) setPage(Math.floor((total - 1) / limit));
  }, [total, offset, limit, setPage]);

  let body;
  if (list.isPending)
    body = (
      <Box role="status" aria-label="Loading the tasks" sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} />
      </Box>
    );
  else if (list.isError)
    body = (
      <RetryAlert onRetry={() => void list.refetch()}>
        The task list could not be loaded: {list.error.message}
      </RetryAlert>
    );
  else if (list.data.total === 0)
    body = (
      <Box sx={{ p: 2, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: status ? 1 : 0 }}>
          {status
            ? `No scanner backtests with the status ${status}.`
            : 'No scanner backtests yet: run one above and it is listed here with its status.'}
        </Typography>
        {status && (
          <Button size="small" onClick={() => query.setStatus(null)}>
            Show every status
          </Button>
        )}
      </Box>
    );
  else
    body = (
      <>
        <TableContainer>
          <Table size="small" aria-label="Scanner backtests, newest first">
            <TableHead>
              <TableRow>
                {(compact ? ['Backtest'] : COLUMNS).map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.tasks.map((task) => (
                <TaskRow key={task.task_id} task={task} compact={compact} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data.total}
          page={Math.min(query.page, Math.max(0, Math.ceil(list.data.total / limit) - 1))}
          rowsPerPage={limit}
          rowsPerPageOptions={[...LIST_PAGE_SIZES]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => query.setLimit(Number(e.target.value))}
          labelRowsPerPage={compact ? 'Per page' : 'Tasks per page'}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
        />
      </>
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
          Scanner backtests
        </Typography>
        {/* A native select: keyboard and phones work as usual. */}
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ''}
          onChange={(e) => query.setStatus((e.target.value || null) as TaskStatus | null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          <option value="">Any status</option>
          {TASK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
      </Box>
      {body}
    </Paper>
  );
}
