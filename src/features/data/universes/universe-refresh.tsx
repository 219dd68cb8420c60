import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../client/api-error.ts';
import { useCancelRefresh, useRefreshTask, useStartRefresh } from '../../../client/market-data-queries.ts';
import { RefreshProgressView } from '../market/refresh-progress-view.tsx';

export interface UniverseRefresh {
  /** Starts a refresh of the universe's members from the host's default price source. */
  start: (name: string) => void;
  /** The universe whose refresh is starting or running, which its row's button says. */
  busy: string | null;
  panel: ReactNode;
}

/**
 * A universe's Refresh: POST /data/refresh/start with the universe, then its progress in the Data screen's one
 * refresh view, brought into sight under the table.
 */
export function useUniverseRefresh(): UniverseRefresh {
  const [run, setRun] = useState<{ name: string; taskId: string | null; failure?: string } | null>(null);
  const start = useStartRefresh();
  const cancel = useCancelRefresh();
  const task = useRefreshTask(run?.taskId ?? null);
  const panelRef = useRef<HTMLDivElement>(null);
  const running = task.data !== undefined && (task.data.status === 'PENDING' || task.data.status === 'RUNNING');
  useEffect(() => {
    if (run?.taskId) panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [run?.taskId]);

  const begin = (name: string) => {
    setRun({ name, taskId: null });
    cancel.reset();
    start.mutate(
      { universe: name },
      {
        onSuccess: ({ task_id }) => setRun({ name, taskId: task_id }),
        onError: (error) => setRun({ name, taskId: null, failure: errorText(error) }),
      },
    );
  };

  const panel = run && (
    <Box ref={panelRef} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ px: 2, mb: 1 }}>
        Refresh of {run.name}
      </Typography>
      {run.failure && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          The refresh of {run.name} could not start: {run.failure}
        </Alert>
      )}
      {task.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          Its progress could not be read: {task.error.message}
        </Alert>
      )}
      {cancel.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          It could not be cancelled: {cancel.error.message}
        </Alert>
      )}
      {task.data && (
        <RefreshProgressView
          task={task.data}
          cancelling={cancel.isPending}
          onCancel={() => run.taskId && cancel.mutate(run.taskId)}
        />
      )}
    </Box>
  );
  return { start: begin, busy: start.isPending || running ? (run?.name ?? null) : null, panel };
}
