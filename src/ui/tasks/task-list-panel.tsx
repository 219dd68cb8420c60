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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Fragment, useEffect, useId } from 'react';
import { RetryAlert } from '../status/retry-alert.tsx';
import type { TaskListPaging } from './use-task-list-query.ts';
import { LIST_PAGE_SIZES } from './use-task-list-query.ts';

export interface TaskListPanelProps<T extends { task_id: string }> {
  /** The section's heading ("CPM tasks") and the table's accessible name. */
  title: string;
  tableLabel: string;
  /** The column headings, and the one heading of the single column at phone width. */
  columns: readonly string[];
  compactColumn: string;
  list: UseQueryResult<{ total: number; tasks: T[] }>;
  paging: TaskListPaging;
  /** The filters beside the heading. */
  filters: ReactNode;
  /** What an empty list says when no filter is set. */
  emptyText: string;
  /** When a filter is set: what an empty list says, and the button that clears the filters. */
  filtered?: { emptyText: string; clearLabel: string; onClear: () => void };
  renderRow: (task: T, compact: boolean) => ReactNode;
}

/** A feature's tasks, newest first, filtered, a page at a time; its loading, error and empty states. */
export function TaskListPanel<T extends { task_id: string }>({
  title,
  tableLabel,
  columns,
  compactColumn,
  list,
  paging,
  filters,
  emptyText,
  filtered,
  renderRow,
}: TaskListPanelProps<T>) {
  const { limit, offset, setPage } = paging;
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
        <Typography color="text.secondary" sx={{ mb: filtered ? 1 : 0 }}>
          {filtered ? filtered.emptyText : emptyText}
        </Typography>
        {filtered && (
          <Button size="small" onClick={filtered.onClear}>
            {filtered.clearLabel}
          </Button>
        )}
      </Box>
    );
  else
    body = (
      <>
        <TableContainer>
          <Table size="small" aria-label={tableLabel}>
            <TableHead>
              <TableRow>
                {(compact ? [compactColumn] : columns).map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.tasks.map((task) => (
                <Fragment key={task.task_id}>{renderRow(task, compact)}</Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data.total}
          page={Math.min(paging.page, Math.max(0, Math.ceil(list.data.total / limit) - 1))}
          rowsPerPage={limit}
          rowsPerPageOptions={[...LIST_PAGE_SIZES]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => paging.setLimit(Number(e.target.value))}
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
          {title}
        </Typography>
        {filters}
      </Box>
      {body}
    </Paper>
  );
}
