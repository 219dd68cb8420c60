import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CpmMode, TaskStatus } from '../../contract/index.ts';
import { CPM_MODES, TASK_STATUSES } from '../../contract/index.ts';

export const LIST_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_LIMIT = 10;

export interface CpmListQuery {
  status?: TaskStatus;
  mode?: CpmMode;
  limit: number;
  offset: number;
  page: number;
  /** A new filter (undefined: any) shows its first page. */
  setFilter: (patch: { status?: TaskStatus | null; mode?: CpmMode | null }) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

function pick<T extends string>(options: readonly T[], raw: string | null): T | undefined {
  return options.find((o) => o === raw);
}

/**
 * The task list's filters and page live in the URL (`?status=&mode=&limit=&offset=`, the endpoint's own names), so
 * that a reload or the back button shows the same list. Other parameters of the page are left alone.
 */
export function useCpmListQuery(): CpmListQuery {
  const [params, setParams] = useSearchParams();
  const status = pick(TASK_STATUSES, params.get('status'));
  const mode = pick(CPM_MODES, params.get('mode'));
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
    mode,
    limit,
    offset: page * limit,
    page,
    setFilter: useCallback(
      (patch) =>
        update({
          ...('status' in patch && { status: patch.status ?? null }),
          ...('mode' in patch && { mode: patch.mode ?? null }),
          offset: null,
        }),
      [update],
    ),
    setPage: useCallback((p: number) => update({ offset: p > 0 ? String(p * limit) : null }), [update, limit]),
    setLimit: useCallback((l: number) => update({ limit: String(l), offset: null }), [update]),
  };
}
