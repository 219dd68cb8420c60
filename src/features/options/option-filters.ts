import type { OptionItem } from '../../contract/index.ts';

/** The filter fields as typed: an empty field filters nothing. */
export interface FilterValues {
  ticker: string;
  dteMin: string;
  dteMax: string;
  popMin: string;
  /** On the EV score in percent of the margin, as the table shows it. */
  evMin: string;
  deltaMax: string;
  volumeMin: string;
  oiMin: string;
}

export type FilterField = keyof FilterValues;

export const NO_FILTERS: FilterValues = {
  ticker: '',
  dteMin: '',
  dteMax: '',
  popMin: '',
  evMin: '',
  deltaMax: '',
  volumeMin: '',
  oiMin: '',
};

/** The filters that apply: undefined bounds filter nothing. */
export interface OptionFilter {
  /** Tickers starting with this (upper case); empty for all. */
  ticker: string;
  dteMin?: number;
  dteMax?: number;
  popMin?: number;
  /** In percent of the margin (the service's ev_score × 100). */
  evMin?: number;
  /** On |Delta|. */
  deltaMax?: number;
  volumeMin?: number;
  oiMin?: number;
}

export type FilterErrors = Partial<Record<FilterField, string>>;

interface Bound {
  /** What the field takes, as the error says it. */
  expected: string;
  ok: (n: number) => boolean;
}

const BOUNDS: Record<Exclude<FilterField, 'ticker'>, Bound> = {
  dteMin: { expected: 'a whole number of days, e.g. 7', ok: (n) => Number.isInteger(n) && n >= 0 },
  dteMax: { expected: 'a whole number of days, e.g. 45', ok: (n) => Number.isInteger(n) && n >= 0 },
  popMin: { expected: 'a percent from 0 to 100, e.g. 80', ok: (n) => n >= 0 && n <= 100 },
  // A score may be negative (a put whose tail loss outweighs its credit): any number reads.
  evMin: { expected: 'a percent of the margin, e.g. 0.5', ok: Number.isFinite },
  // A typed -0.3 is read as 0.3: the field is on |Delta|, and puts' deltas are negative.
  deltaMax: { expected: 'a number from 0 to 1, e.g. 0.30', ok: (n) => Math.abs(n) <= 1 },
  volumeMin: { expected: 'a number of contracts, 0 or more', ok: (n) => n >= 0 },
  oiMin: { expected: 'a number of contracts, 0 or more', ok: (n) => n >= 0 },
};

/** A number as people type it: spaces and thousands commas allowed ("1,000"). */
function readNumber(text: string): number {
  const t = text.trim().replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
}

/**
 * The filters the typed values give, and a message for each field that does not read. A field in error filters
 * nothing, so the table never empties because of a typo; its message says what it takes.
 */
export function readFilters(values: FilterValues): { filter: OptionFilter; errors: FilterErrors } {
  const filter: OptionFilter = { ticker: values.ticker.trim().toUpperCase() };
  const errors: FilterErrors = {};
  for (const field of Object.keys(BOUNDS) as (keyof typeof BOUNDS)[]) {
    const raw = values[field];
    if (raw.trim() === '') continue;
    const n = readNumber(raw);
    if (!Number.isFinite(n) || !BOUNDS[field].ok(n)) errors[field] = `Expected ${BOUNDS[field].expected}`;
    else filter[field] = field === 'deltaMax' ? Math.abs(n) : n;
  }
  if (filter.dteMin !== undefined && filter.dteMax !== undefined && filter.dteMax < filter.dteMin) {
    errors.dteMax = `Must not be below DTE min (${filter.dteMin})`;
    delete filter.dteMax;
  }
  return { filter, errors };
}

/** How many filters apply, for the "Clear filters" button. */
export function activeFilterCount(filter: OptionFilter): number {
  const bounds = [
    filter.dteMin,
    filter.dteMax,
    filter.popMin,
    filter.evMin,
    filter.deltaMax,
    filter.volumeMin,
    filter.oiMin,
  ];
  return bounds.filter((b) => b !== undefined).length + (filter.ticker ? 1 : 0);
}

/**
 * The rows that pass every filter, in their order. Bounds include their ends. A row whose value is missing (null or
 * NaN, e.g. a chain without Delta) fails a filter on that value: it cannot be shown to pass.
 */
export function filterOptions(rows: readonly OptionItem[], f: OptionFilter): OptionItem[] {
  const atLeast = (v: number, min: number | undefined) => min === undefined || v >= min;
  const atMost = (v: number, max: number | undefined) => max === undefined || v <= max;
  return rows.filter(
    (r) =>
      r.ticker.toUpperCase().startsWith(f.ticker) &&
      atLeast(r.DTE, f.dteMin) &&
      atMost(r.DTE, f.dteMax) &&
      atLeast(r.POP_est, f.popMin) &&
      atLeast(r.ev_score * 100, f.evMin) &&
      atMost(r.Delta === null ? NaN : Math.abs(r.Delta), f.deltaMax) &&
      atLeast(r.Volume, f.volumeMin) &&
      atLeast(r.OI, f.oiMin),
  );
}
