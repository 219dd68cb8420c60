import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { TASK_LIST_DEFAULT_LIMIT, TASK_LIST_MAX_LIMIT } from '../../contract/index.ts';

export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50] as const;

export interface TaskPaging {
  limit: number;
  offset: number;
  /** Zero-based page that holds `offset`. */
  page: number;
  setPage: (page: number) => void;
  /** A new page size starts again from the newest task. */
  setLimit: (limit: number) => void;
}

function wholeNumber(raw: string | null, fallback: number, min: number, max: number): number {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * The page of the task list lives in the URL (`?limit=&offset=`, the endpoint's own names), so a reload, the back
 * button or a shared link shows the same page.
 */
export function useTaskPaging(): TaskPaging {
  const [params, setParams] = useSearchParams();
  const limit = wholeNumber(params.get('limit'), TASK_LIST_DEFAULT_LIMIT, 1, TASK_LIST_MAX_LIMIT);
  const rawOffset = wholeNumber(params.get('offset'), 0, 0, Number.MAX_SAFE_INTEGER);
  // An offset between pages (typed into the URL) is shown from the start of its page.
  const page = Math.floor(rawOffset / limit);
  const offset = page * limit;

  const go = useCallback(
    (nextLimit: number, nextOffset: number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('limit', String(nextLimit));
          next.set('offset', String(nextOffset));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    limit,
    offset,
    page,
    setPage: useCallback((p: number) => go(limit, Math.max(0, p) * limit), [go, limit]),
    setLimit: useCallback((l: number) => go(l, 0), [go]),
  };
}

/** The menu of page sizes, with the URL's size added when it is not one of them (so the select can show it). */
export function rowsPerPageOptions(limit: number): number[] {
  return [...new Set<number>([...ROWS_PER_PAGE_OPTIONS, limit])].sort((a, b) => a - b);
}
