import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval, useTaskList } from '../../client/queries.ts';
import type { TaskListItem } from '../../contract/index.ts';
import { isFinished, TASK_LIST_DEFAULT_LIMIT, TASK_LIST_MAX_LIMIT } from '../../contract/index.ts';
import { PollCountdown } from '../../ui/status/poll-countdown.tsx';
import { RetryAlert } from '../../ui/status/retry-alert.tsx';
import { useTaskListQuery } from '../../ui/tasks/use-task-list-query.ts';
import { DeleteTaskDialog } from './delete-task-dialog.tsx';
import { TaskTable } from './task-table.tsx';
import { TasksEmpty } from './tasks-empty.tsx';

/** The backtest list has no filters; its page size may be any the endpoint takes (`?limit=2`), 20 by default. */
const NO_FILTERS = {};
const LIMITS = { fallback: TASK_LIST_DEFAULT_LIMIT, max: TASK_LIST_MAX_LIMIT };

/** The backtests this account ran, newest first, a page at a time; open, re-run or delete each. */
export default function TasksScreen() {
  const connection = useConnection();
  const { kind } = connection;
  const paging = useTaskListQuery(NO_FILTERS, LIMITS);
  const list = useTaskList(paging.limit, paging.offset);
  const [toDelete, setToDelete] = useState<TaskListItem | null>(null);
  const total = list.data?.total ?? 0;
  const { offset, limit, setPage } = paging;

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
      ) : list.data && list.data.total === 0 ? (
        <TasksEmpty />
      ) : list.data ? (
        <>
          {kind === 'server' && list.data.tasks.some((t) => !isFinished(t.status)) && (
            <PollCountdown
              lastCheckAt={list.dataUpdatedAt}
              intervalMs={pollInterval(connection)}
              checking={list.isFetching}
              onCheckNow={() => void list.refetch()}
              subject="the tasks"
            />
          )}
          <TaskTable
            tasks={list.data.tasks}
            total={list.data.total}
            paging={paging}
            // Only the in-browser service deletes tasks; the spec's server has no such endpoint.
            onDelete={kind === 'browser' ? setToDelete : undefined}
          />
        </>
      ) : null}
      <DeleteTaskDialog task={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
