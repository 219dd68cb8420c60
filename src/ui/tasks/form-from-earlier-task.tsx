import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { LoadingStatus } from '../status/loading-status.tsx';

export interface FormFromEarlierTaskProps<T extends { created_at: string }, V> {
  taskId: string;
  task: UseQueryResult<T>;
  /** What the feature calls a task ("task", "backtest"). */
  noun: string;
  /** The form's values when the task cannot be read. */
  defaults: V;
  /** The task's title for the notice, and the form filled in from its request. */
  read: (task: T) => { title: string; values: V };
  Form: ComponentType<{ initial: V }>;
}

/** "Edit and run again": a run form filled in with an earlier task's settings (`?from=<task_id>`). */
export function FormFromEarlierTask<T extends { created_at: string }, V>({
  taskId,
  task,
  noun,
  defaults,
  read,
  Form,
}: FormFromEarlierTaskProps<T, V>) {
  if (task.isPending) return <LoadingStatus>{`Loading the settings of the earlier ${noun}…`}</LoadingStatus>;
  if (task.isError)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="warning">
          The settings of task {taskId} could not be loaded ({task.error.message}); the form starts from its defaults.
        </Alert>
        <Form initial={defaults} />
      </Box>
    );
  const { title, values } = read(task.data);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="note">
        Filled in from the {noun} “{title}” of {task.data.created_at.replace('T', ' ')} UTC: change what you like and
        run it again.
      </Alert>
      <Form key={taskId} initial={values} />
    </Box>
  );
}
