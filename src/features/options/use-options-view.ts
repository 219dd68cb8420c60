import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { OptionItem } from '../../contract/index.ts';
import type { FilterField, FilterValues } from './option-filters.ts';
import { NO_FILTERS } from './option-filters.ts';
import { OPTION_COLUMNS } from './option-columns.ts';
import type { OptionSort } from './option-sort.ts';
import { DEFAULT_SORT } from './option-sort.ts';

/** Each filter's key in the address, named as people read them. */
const FILTER_KEYS: Record<FilterField, string> = {
  ticker: 'ticker',
  dteMin: 'dte_min',
  dteMax: 'dte_max',
  popMin: 'pop_min',
  evMin: 'ev_min',
  deltaMax: 'delta_max',
  volumeMin: 'volume_min',
  oiMin: 'oi_min',
};
const FILTER_FIELDS = Object.keys(FILTER_KEYS) as FilterField[];

function set(next: URLSearchParams, key: string, value: string | null) {
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
}

/** A contract's name in the address: its symbol, or ticker, expiry and strike when the chain leaves it empty. */
export function contractKey(row: OptionItem): string {
  return row.ContractSymbol || `${row.ticker} ${row.expirDate} ${row.strike}`;
}

/** `ev_score` (highest first) or `DTE.asc`; anything unreadable is the default order. */
function readSort(raw: string | null): OptionSort {
  if (!raw) return DEFAULT_SORT;
  const [field, direction] = raw.split('.');
  const column = OPTION_COLUMNS.find((c) => c.field === field);
  if (!column) return DEFAULT_SORT;
  return { field: column.field, direction: direction === 'asc' ? 'asc' : 'desc' };
}

function writeSort(sort: OptionSort): string | null {
  if (sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction) return null;
  return sort.direction === 'desc' ? sort.field : `${sort.field}.asc`;
}

export interface OptionsView {
  /** The filters as typed: they apply at once; the address follows. */
  filters: FilterValues;
  setFilters: (patch: Partial<FilterValues>) => void;
  clearFilters: () => void;
  sort: OptionSort;
  setSort: (sort: OptionSort) => void;
  /** The chosen contract's key (contractKey), or null. */
  contract: string | null;
  setContract: (key: string | null) => void;
}

/**
 * The filters as typed, the order and the chosen contract live in the address, so a bookmark or a shared link shows
 * the same table and payoff. They replace the entry rather than add one: Back leaves the screen, not a keystroke.
 */
export function useOptionsView(): OptionsView {
  const [params, setParams] = useSearchParams();
  const addressFilters = useMemo(() => {
    const values = { ...NO_FILTERS };
    for (const f of FILTER_FIELDS) values[f] = params.get(FILTER_KEYS[f]) ?? '';
    return values;
  }, [params]);
  // The fields hold what is typed; the address is written after, and may lag a fast typist by a render. Only a
  // navigation of someone else's (Back, Forward, a link) refills the fields from the address: our own writes replace.
  const [filters, setTyped] = useState(addressFilters);
  const { key } = useLocation();
  const navigation = useNavigationType();
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    if (navigation !== 'REPLACE') setTyped(addressFilters);
  }
  const edit = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Written once per change of the fields (not again while the address catches up).
  const written = useRef(addressFilters);
  useEffect(() => {
    if (filters === written.current) return;
    written.current = filters;
    edit((next) => FILTER_FIELDS.forEach((f) => set(next, FILTER_KEYS[f], filters[f])));
  }, [filters, edit]);
  return {
    filters,
    setFilters: (patch) => setTyped((f) => ({ ...f, ...patch })),
    clearFilters: () => setTyped(NO_FILTERS),
    sort: readSort(params.get('sort')),
    setSort: (sort) => edit((next) => set(next, 'sort', writeSort(sort))),
    contract: params.get('contract'),
    setContract: (key) => edit((next) => set(next, 'contract', key)),
  };
}
