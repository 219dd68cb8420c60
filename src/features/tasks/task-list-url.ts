import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TaskSortKey, TaskStatus } from '../../contract/index.ts';
import { TASK_LIST_DEFAULT_LIMIT, TASK_LIST_MAX_LIMIT, TASK_SORT_KEYS, TASK_STATUSES } from '../../contract/index.ts';
import type { TaskListPaging } from '../../ui/tasks/use-task-list-query.ts';
import { useTaskListQuery } from '../../ui/tasks/use-task-list-query.ts';

export type SortOrder = 'asc' | 'desc';

const FILTERS = { status: TASK_STATUSES, sort: TASK_SORT_KEYS, order: ['asc', 'desc'] } as const;
const LIMITS = { fallback: TASK_LIST_DEFAULT_LIMIT, max: TASK_LIST_MAX_LIMIT };

/** The list's order: the endpoint's default (created_at, desc) is left out of the URL. */
export interface TaskOrder {
  sort: TaskSortKey;
  order: SortOrder;
}

export interface TaskListUrl extends TaskListPaging {
  status: TaskStatus | undefined;
  /** The search as typed (trimmed by the endpoint). */
  q: string;
  order: TaskOrder;
  setStatus: (status: TaskStatus | null) => void;
  setSearch: (q: string) => void;
  setOrder: (order: TaskOrder) => void;
  clearFilters: () => void;
}

/**
 * The Tasks list's status, search, order and page, all in the URL (`?status=&q=&sort=&order=&limit=&offset=`, the
 * endpoint's own names) so a reload or the back button shows the same list. A change of any but the page shows the
 * first page.
 */
export function useTaskListUrl(): TaskListUrl {
  const query = useTaskListQuery(FILTERS, LIMITS);
  const [params, setParams] = useSearchParams();
  const { setFilter } = query;
  const sort = query.filters.sort ?? 'created_at';
  const order = query.filters.order ?? 'desc';
  const setSearch = useCallback(
    (q: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q.trim() === '') next.delete('q');
          else next.set('q', q);
          next.delete('offset');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    ...query,
    status: query.filters.status,
    q: params.get('q') ?? '',
    order: { sort, order },
    setStatus: useCallback((status: TaskStatus | null) => setFilter({ status }), [setFilter]),
    setSearch,
    setOrder: useCallback(
      ({ sort: s, order: o }: TaskOrder) =>
        setFilter(s === 'created_at' && o === 'desc' ? { sort: null, order: null } : { sort: s, order: o }),
      [setFilter],
    ),
    // One update: two in a row would each start from the same URL, the second undoing the first.
    clearFilters: useCallback(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const key of ['status', 'q', 'offset']) next.delete(key);
            return next;
          },
          { replace: true },
        ),
      [setParams],
    ),
  };
}
