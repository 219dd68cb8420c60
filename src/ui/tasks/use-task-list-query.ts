import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const LIST_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_LIMIT = 10;

/** The filters of a task list: each URL parameter's name and the values it may take. */
export type FilterOptions = Record<string, readonly string[]>;

/** The filters set (undefined: any). */
export type FilterValues<F extends FilterOptions> = { [K in keyof F]?: F[K][number] };

/** A change of filters: a value, or null (or undefined) for any; filters not named stay as they are. */
export type FilterPatch<F extends FilterOptions> = { [K in keyof F]?: F[K][number] | null };

/** The page of a task list. */
export interface TaskListPaging {
  limit: number;
  offset: number;
  page: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

/**
 * Which page sizes the URL may ask for: by default only the menu's ({@link LIST_PAGE_SIZES}, else 10); with this, any
 * whole number from 1 to `max` (else `fallback`), so that a link with `?limit=2` shows pages of 2.
 */
export interface ListLimits {
  fallback: number;
  max: number;
}

export interface TaskListQuery<F extends FilterOptions> extends TaskListPaging {
  filters: FilterValues<F>;
  /** A new filter shows its first page. */
  setFilter: (patch: FilterPatch<F>) => void;
}

/**
 * A task list's filters and page live in the URL (`?<filter>=&limit=&offset=`, the endpoint's own names), so that a
 * reload or the back button shows the same list. A value the options do not know reads as any; other parameters of
 * the page (`from`) are left alone.
 */
export function useTaskListQuery<F extends FilterOptions>(options: F, limits?: ListLimits): TaskListQuery<F> {
  const [params, setParams] = useSearchParams();
  const filters: FilterValues<F> = {};
  for (const key of Object.keys(options) as (keyof F & string)[]) {
    const value = options[key].find((o) => o === params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  const rawLimit = Number(params.get('limit'));
  const limit = limits
    ? Number.isInteger(rawLimit) && rawLimit >= 1 && rawLimit <= limits.max
      ? rawLimit
      : limits.fallback
    : (LIST_PAGE_SIZES.find((n) => n === rawLimit) ?? DEFAULT_LIMIT);
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
    filters,
    limit,
    offset: page * limit,
    page,
    setFilter: useCallback(
      (patch: FilterPatch<F>) => {
        const values: Record<string, string | null> = { offset: null };
        for (const [key, value] of Object.entries(patch)) values[key] = value ?? null;
        update(values);
      },
      [update],
    ),
    setPage: useCallback((p: number) => update({ offset: p > 0 ? String(p * limit) : null }), [update, limit]),
    setLimit: useCallback((l: number) => update({ limit: String(l), offset: null }), [update]),
  };
}

/** The menu of page sizes, with the URL's size added when it is not one of them (so the pager can show it). */
export function pageSizeOptions(limit: number): number[] {
  return [...new Set<number>([...LIST_PAGE_SIZES, limit])].sort((a, b) => a - b);
}
