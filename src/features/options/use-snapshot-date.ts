import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarDateSchema } from '../../contract/calendar-date.ts';

/**
 * The snapshot day asked for lives in the URL (`?date=`, the endpoint's own name), so a reload or a shared link asks
 * for the same day. Undefined, or anything that is not a calendar date written YYYY-MM-DD: the latest snapshot.
 */
export function useSnapshotDate(): [string | undefined, (date: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const date = CalendarDateSchema.safeParse(raw).success ? raw : undefined;
  const setDate = useCallback(
    (d: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (d) next.set('date', d);
          else next.delete('date');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [date, setDate];
}
