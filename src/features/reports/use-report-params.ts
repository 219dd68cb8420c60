import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportType } from '../../contract/index.ts';
import { REPORT_COUNT_DEFAULT, REPORT_COUNT_MAX, REPORT_TYPES } from '../../contract/index.ts';

export interface ReportParams {
  /** Undefined: every type. */
  type: ReportType | undefined;
  n: number;
  setType: (type: ReportType | undefined) => void;
  setCount: (n: number) => void;
}

/**
 * The type and count live in the URL (`?report_type=&n=`, the endpoint's own names), so a reload or a shared link
 * shows the same list. What is not a known type means every type; a count outside 1..10 means the default 5.
 */
export function useReportParams(): ReportParams {
  const [params, setParams] = useSearchParams();
  const raw = params.get('report_type');
  const type = REPORT_TYPES.find((t) => t === raw);
  const count = Number(params.get('n') ?? NaN);
  const n = Number.isInteger(count) && count >= 1 && count <= REPORT_COUNT_MAX ? count : REPORT_COUNT_DEFAULT;

  const update = useCallback(
    (name: string, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [setParams],
  );

  return {
    type,
    n,
    setType: useCallback((t: ReportType | undefined) => update('report_type', t), [update]),
    setCount: useCallback((c: number) => update('n', String(c)), [update]),
  };
}
