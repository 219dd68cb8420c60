import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The snapshot day asked for lives in the URL (`?date=`, the endpoint's own name), so a reload or a shared link asks
 * for the same day. Undefined, or anything that is not YYYY-MM-DD: the latest snapshot.
 */
export function useSnapshotDate(): [string | undefined, (date: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const date = DAY.test(raw) ? raw : undefined;
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
