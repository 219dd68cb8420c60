import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval } from '../../client/poll.ts';
import type { TaskStatus } from '../../contract/index.ts';
import { isFinished } from '../../contract/index.ts';
import { BackLink } from '../layout/back-link.tsx';
import { ResultSection } from '../layout/result-section.tsx';
import { LoadingStatus } from '../status/loading-status.tsx';
import { PollCountdown } from '../status/poll-countdown.tsx';
import { TaskLoadError } from '../status/task-load-error.tsx';

/** What a task's page shows of a task it has read. */
export interface TaskScreenParts {
  heading: ReactNode;
  /**
   * Its progress, its error or its result. The poll countdown is shown above it, unless the body is a function of
   * it: then the body places it (null when there is none to show).
   */
  body: ReactNode | ((countdown: ReactNode) => ReactNode);
  /** Shown under "Settings"; without it there is no such section. */
  settings?: ReactNode;
}

export interface TaskScreenFrameProps<T extends { status: TaskStatus }> {
  task: UseQueryResult<T>;
  /** The screen the task belongs to: its route and its name ("Pattern matching"). */
  backTo: string;
  backLabel: string;
  /** Said while the task is read ("Loading the task…"), and when there is no such task. */
  loadingText: string;
  notFoundTitle: string;
  /** Said after notFoundTitle; "It may have been run on another connection." by default. */
  notFoundText?: string;
  /** The load error's link back to the list; "Back to <backLabel>" by default. */
  errorBackLabel?: string;
  render: (task: T) => TaskScreenParts;
}

/** A task's page: a way back, then the task read (and read again until it finishes), or why it could not be read. */
export function TaskScreenFrame<T extends { status: TaskStatus }>({
  task,
  backTo,
  backLabel,
  loadingText,
  notFoundTitle,
  notFoundText = 'It may have been run on another connection.',
  errorBackLabel = `Back to ${backLabel}`,
  render,
}: TaskScreenFrameProps<T>) {
  const connection = useConnection();
  const parts = task.data ? render(task.data) : undefined;
  // A server is read every 12 s (spec 8): say when, and offer to read it now. In the browser it is instant.
  const countdown =
    connection.kind === 'server' && task.data && !isFinished(task.data.status) ? (
      <PollCountdown
        lastCheckAt={task.dataUpdatedAt}
        intervalMs={pollInterval(connection)}
        checking={task.isFetching}
        onCheckNow={() => void task.refetch()}
      />
    ) : null;
  const body = parts?.body;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <BackLink to={backTo}>{backLabel}</BackLink>
      {task.isPending ? (
        <LoadingStatus>{loadingText}</LoadingStatus>
      ) : task.isError ? (
        <TaskLoadError
          error={task.error}
          onRetry={() => void task.refetch()}
          backTo={backTo}
          backLabel={errorBackLabel}
          notFoundTitle={notFoundTitle}
          notFoundText={notFoundText}
        />
      ) : (
        <>
          {parts?.heading}
          {typeof body === 'function' ? (
            body(countdown)
          ) : (
            <>
              {countdown}
              {body}
            </>
          )}
          {parts?.settings !== undefined && <ResultSection title="Settings">{parts.settings}</ResultSection>}
        </>
      )}
    </Box>
  );
}
