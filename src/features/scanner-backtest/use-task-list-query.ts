import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TaskStatus } from '../../contract/index.ts';
import { TASK_STATUSES } from '../../contract/index.ts';

export const LIST_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_LIMIT = 10;

export interface TaskListQuery {
  status?: TaskStatus;
  limit: number;
  offset: number;
  page: number;
  /** A new filter (null: any status) shows its first page. */
  setStatus: (status: TaskStatus | null) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

/**
 * The task list's filter and page live in the URL (`?status=&limit=&offset=`, the endpoint's own names), so that a
 * reload or the back button shows the same list. Other parameters of the page (`from`) are left alone.
 */
export function useTaskListQuery(): TaskListQuery {
  const [params, setParams] = useSearchParams();
  const status = TASK_STATUSES.find((s) => s === params.get('status'));
  const rawLimit = Number(params.get('limit'));
  const limit = LIST_PAGE_SIZES.find((n) => n === rawLimit) ?? DEFAULT_LIMIT;
  const rawOffset = Number(params.get('offset'));
  const page = Number.isInteger(rawOffset) && rawOffset > 0 ? Math.floor(rawOffset / limit) : 0;

  const update = useCallback(
    (values: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values))
            if (value === null) next.delete(key);
            else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    status,
    limit,
    offset: page * limit,
    page,
    setStatus: useCallback((s: TaskStatus | null) => update({ status: s, offset: null }), [update]),
    setPage: useCallback((p: number) => update({ offset: p > 0 ? String(p * limit) : null }), [update, limit]),
    setLimit: useCallback((l: number) => update({ limit: String(l), offset: null }), [update]),
  };
}
