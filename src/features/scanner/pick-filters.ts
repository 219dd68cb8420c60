import type { ScannerItem } from '../../contract/index.ts';
import { SCANNER_SIGNALS_BY_CATEGORY } from '../../contract/index.ts';
import type { NumericPickField } from './pick-values.ts';
import { pickNumber } from './pick-values.ts';

/*
 * The Scanner screen's filters, applied in the browser to the day's answer: the service filters a day by ticker only,
 * and a day's picks are few enough to filter as the analyst types.
 */

export const DIRECTION_FILTERS = ['All', 'Long', 'Short'] as const;
export type DirectionFilter = (typeof DIRECTION_FILTERS)[number];

/** The figures a range can be set on, in the order the form shows them. */
export const RANGE_FIELDS = [
  'TrendScore',
  'RelTrendScore',
  'WinRate',
  'Z_Score',
] as const satisfies readonly NumericPickField[];
export type RangeField = (typeof RANGE_FIELDS)[number];

/** A range as typed: either end may be empty (no bound). */
export interface RangeText {
  min: string;
  max: string;
}

export interface PickFilters {
  /** Signal names; none means every signal. */
  signals: readonly string[];
  /** A category of spec 2.4; empty means every category. */
  category: string;
  direction: DirectionFilter;
  ranges: Readonly<Record<RangeField, RangeText>>;
}

export const NO_FILTERS: PickFilters = {
  signals: [],
  category: '',
  direction: 'All',
  ranges: {
    TrendScore: { min: '', max: '' },
    RelTrendScore: { min: '', max: '' },
    WinRate: { min: '', max: '' },
    Z_Score: { min: '', max: '' },
  },
};

const CATEGORY_BY_SIGNAL = new Map<string, string>(
  Object.entries(SCANNER_SIGNALS_BY_CATEGORY).flatMap(([category, names]) => names.map((n) => [n, category])),
);

/** A pick's signal category: the item's own (our service sends it), else the spec's table of 2.4. */
export function categoryOf(item: ScannerItem): string {
  return item.SignalCategory || CATEGORY_BY_SIGNAL.get(item._Signal) || '';
}

/** A bound as typed: empty is no bound, a number is a bound, anything else is an error (and no bound). */
export function readBound(text: string): { value: number | null; error: string | null } {
  const t = text.trim();
  if (t === '') return { value: null, error: null };
  const n = Number(t);
  return Number.isFinite(n) ? { value: n, error: null } : { value: null, error: 'Enter a number, e.g. 5 or -1.5' };
}

export interface RangeMessages {
  min?: string;
  max?: string;
}

/** What is wrong with each typed range, field by field (nothing for a range that reads well). */
export function rangeMessages(ranges: PickFilters['ranges']): Partial<Record<RangeField, RangeMessages>> {
  const out: Partial<Record<RangeField, RangeMessages>> = {};
  for (const field of RANGE_FIELDS) {
    const min = readBound(ranges[field].min);
    const max = readBound(ranges[field].max);
    const messages: RangeMessages = {};
    if (min.error) messages.min = min.error;
    if (max.error) messages.max = max.error;
    if (min.value !== null && max.value !== null && min.value > max.value)
      messages.max = `Below the min ${ranges[field].min.trim()}: no pick can match`;
    if (messages.min || messages.max) out[field] = messages;
  }
  return out;
}

function inRange(item: ScannerItem, field: RangeField, range: RangeText): boolean {
  const min = readBound(range.min).value;
  const max = readBound(range.max).value;
  if (min === null && max === null) return true;
  // A pick without the figure (e.g. no TrendScore before 200 bars) cannot be said to lie in a range.
  const v = pickNumber(item, field);
  if (v === null) return false;
  return (min === null || v >= min) && (max === null || v <= max);
}

/** The picks that pass every filter, in their order. */
export function filterPicks(items: readonly ScannerItem[], filters: PickFilters): ScannerItem[] {
  const signals = new Set(filters.signals);
  return items.filter(
    (item) =>
      (signals.size === 0 || signals.has(item._Signal)) &&
      (filters.category === '' || categoryOf(item) === filters.category) &&
      (filters.direction === 'All' || item.Direction === filters.direction) &&
      RANGE_FIELDS.every((field) => inRange(item, field, filters.ranges[field])),
  );
}

/** How many filters are set, for the "Clear filters" button. */
export function activeFilterCount(filters: PickFilters): number {
  let n = 0;
  if (filters.signals.length) n++;
  if (filters.category) n++;
  if (filters.direction !== 'All') n++;
  for (const field of RANGE_FIELDS) {
    if (filters.ranges[field].min.trim()) n++;
    if (filters.ranges[field].max.trim()) n++;
  }
  return n;
}
