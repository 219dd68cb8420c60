import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorFields, errorText } from '../../../client/api-error.ts';
import { useTechnicalIndicators } from '../../../client/queries.ts';
import { useAnyTask, useCancelTask } from '../../../client/research-queries.ts';
import type { AnyBacktestTask, StrategyParamsRequest } from '../../../contract/index.ts';
import { createdAtMs } from '../../../ui/status/elapsed.ts';
import { wasCancelled } from '../../../ui/research/research-task.ts';
import { SweepRunStatus } from '../../../ui/research/sweep-run-status.tsx';

export { taskStrategy } from '../../../ui/research/research-task.ts';
import type { ParamNames, SweepableField } from '../../../ui/research/sweepable-fields.ts';
import { sweepableFields } from '../../../ui/research/sweepable-fields.ts';

/** The technical map's parameter names by key ("RSI" -> ["period"]), once the connection has answered. */
export function useParamNames(): ParamNames | undefined {
  const technical = useTechnicalIndicators();
  return useMemo(() => {
    if (!technical.data) return undefined;
    const map = new Map(technical.data.map((t) => [t.key, t.params.map((p) => p.name)]));
    return (key: string) => map.get(key);
  }, [technical.data]);
}

/**
 * The fields of the builder's strategy a sweep can vary. The builder does not re-render this panel on each edit, so
 * the list is read again whenever the analyst comes to the panel (pointer or focus) and before a run.
 */
export function useSweepableFields(getRequest: () => StrategyParamsRequest) {
  const paramNames = useParamNames();
  const read = useCallback(() => sweepableFields(getRequest(), paramNames), [getRequest, paramNames]);
  const [fields, setFields] = useState<SweepableField[]>(read);
  const last = useRef(JSON.stringify(fields));
  const refresh = useCallback(() => {
    const next = read();
    const text = JSON.stringify(next);
    if (text !== last.current) {
      last.current = text;
      setFields(next);
    }
    return next;
  }, [read]);
  useEffect(() => {
    refresh();
  }, [refresh]);
  return { fields, refresh };
}

/** A 400's words about the axes, by axis index (`axes.1.path` -> 1), and everything else as one line. */
export function submitProblems(error: unknown): { axes: Record<number, string>; other: string | null } {
  if (!error) return { axes: {}, other: null };
  const axes: Record<number, string> = {};
  const rest: string[] = [];
  for (const f of errorFields(error)) {
    const match = /^axes\.(\d+)/.exec(f.path);
    if (match) axes[Number(match[1])] = f.message;
    else rest.push(f.path ? `${f.path}: ${f.message}` : f.message);
  }
  const other = rest.length ? rest.join('; ') : Object.keys(axes).length ? null : errorText(error);
  return { axes, other };
}

/** What `submitProblems` said of one top-level field of the request (`min_trades`), or null. */
export function fieldProblem(other: string | null, field: string): string | null {
  for (const part of (other ?? '').split('; ')) if (part.startsWith(`${field}: `)) return part.slice(field.length + 2);
  return null;
}

export interface StoredRun {
  taskId: string;
  /** When it was submitted here (ms), for the time left. */
  startedAt: number;
}

export interface ResearchRunProps<T extends AnyBacktestTask> {
  /** "Sweep" or "Walk-forward". */
  what: string;
  run: StoredRun | null;
  /** Narrows the task read to this kind (a task of another kind under the id shows as unreadable). */
  accept: (task: AnyBacktestTask) => task is T;
  renderResult: (task: T & { result: NonNullable<T['result']> }) => ReactNode;
  /** Forgets the run (its task is gone). */
  onForget: () => void;
}

/** The state of the tab's last run: its progress and Cancel, why it failed or was cancelled, or its result. */
export function ResearchRun<T extends AnyBacktestTask>({
  what,
  run,
  accept,
  renderResult,
  onForget,
}: ResearchRunProps<T>) {
  const task = useAnyTask(run?.taskId ?? null);
  const cancel = useCancelTask();
  if (!run) return null;
  if (task.isPending) return null;
  if (task.isError)
    return (
      <Alert severity="warning" onClose={onForget}>
        The last {what.toLowerCase()} could not be read: {errorText(task.error)}
      </Alert>
    );
  const data = task.data;
  if (!accept(data)) return null;
  if (data.status === 'PENDING' || data.status === 'RUNNING')
    return (
      <SweepRunStatus
        what={what}
        status={data.status}
        progress={data.progress}
        // A run submitted elsewhere (or before a reload) is measured from its creation.
        startedAt={run.startedAt || createdAtMs(data.created_at)}
        onCancel={() => cancel.mutate(data.task_id)}
        cancelling={cancel.isPending}
        cancelError={cancel.error ?? undefined}
      />
    );
  if (data.status === 'FAILED')
    return wasCancelled(data.error) ? (
      <Alert severity="info">
        The {what.toLowerCase()} was cancelled: {data.error}
      </Alert>
    ) : (
      <Alert severity="error">
        <AlertTitle>The {what.toLowerCase()} failed</AlertTitle>
        {data.error ?? 'The service gave no reason.'}
      </Alert>
    );
  if (!data.result) return <Alert severity="error">The {what.toLowerCase()} finished without a result.</Alert>;
  return <Box sx={{ minWidth: 0 }}>{renderResult(data as T & { result: NonNullable<T['result']> })}</Box>;
}
