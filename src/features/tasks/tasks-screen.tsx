import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval, useTaskList } from '../../client/queries.ts';
import type { TaskListItem } from '../../contract/index.ts';
import { isFinished } from '../../contract/index.ts';
import { PollCountdown } from '../../ui/status/poll-countdown.tsx';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';
import { DeleteTaskDialog } from './delete-task-dialog.tsx';
import { CompareBar } from './compare-bar.tsx';
import { useTaskListUrl } from './task-list-url.ts';
import { TaskTable } from './task-table.tsx';
import { TasksNoMatch } from './tasks-no-match.tsx';
import { TasksToolbar } from './tasks-toolbar.tsx';
import { useCompareSelection } from './use-compare-selection.ts';
import { TasksEmpty } from './tasks-empty.tsx';

/**
 * The backtests this account ran, a page at a time: searched by name or symbol, filtered by status, ordered by any
 * headline figure (all in the URL); open, re-run or delete each, or tick 2 to 4 and compare them.
 */
export default function TasksScreen() {
  const connection = useConnection();
  const { kind } = connection;
  const url = useTaskListUrl();
  const { status, q, order } = url;
  const options = useMemo(() => ({ status, q, ...order }), [status, q, order]);
  const list = useTaskList(url.limit, url.offset, options);
  const selection = useCompareSelection(list.data?.tasks);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [toDelete, setToDelete] = useState<TaskListItem | null>(null);
  const total = list.data?.total ?? 0;
  const { offset, limit, setPage } = url;
  const filtered = status !== undefined || q.trim() !== '';

  // Deleting the last task of the last page (or a stale link) leaves an empty page: show the last one that has tasks.
  useEffect(() => {
    if (total > 0 && offset >= total) setPage(Math.floor((total - 1) / limit));
  }, [total, offset, limit, setPage]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Tasks
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/strategy">
          New backtest
        </Button>
      </Stack>
      {list.isError && (
        <RetryAlert onRetry={() => void list.refetch()}>
          The task list could not be loaded: {list.error.message}
        </RetryAlert>
      )}
      {list.isPending ? (
        <Box role="status" aria-label="Loading the tasks" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </Box>
      ) : list.data && list.data.total === 0 && !filtered ? (
        <TasksEmpty />
      ) : list.data ? (
        <>
          <TasksToolbar url={url} compact={compact} />
          <CompareBar selection={selection} />
          {kind === 'server' && list.data.tasks.some((t) => !isFinished(t.status)) && (
            <PollCountdown
              lastCheckAt={list.dataUpdatedAt}
              intervalMs={pollInterval(connection)}
              checking={list.isFetching}
              onCheckNow={() => void list.refetch()}
              subject="the tasks"
            />
          )}
          {list.data.total === 0 ? (
            <TasksNoMatch onClear={url.clearFilters} />
          ) : (
            <TaskTable
              tasks={list.data.tasks}
              total={list.data.total}
              paging={url}
              order={order}
              onOrder={url.setOrder}
              selection={selection}
              compact={compact}
              // Only the in-browser service deletes tasks; the spec's server has no such endpoint.
              onDelete={kind === 'browser' ? setToDelete : undefined}
            />
          )}
        </>
      ) : null}
      <DeleteTaskDialog task={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
