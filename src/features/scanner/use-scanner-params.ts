import { useSearchParams } from 'react-router';
import { CalendarDateSchema } from '../../contract/calendar-date.ts';
import type { ScannerPickCategory } from '../../contract/index.ts';
import { SCANNER_PICK_CATEGORIES, UniverseNameSchema } from '../../contract/index.ts';

export interface ScannerParams {
  list: ScannerPickCategory;
  /** YYYY-MM-DD, or empty for the latest day. */
  date: string;
  /** A universe's name, or empty for every symbol. */
  universe: string;
  setList: (list: ScannerPickCategory) => void;
  setDate: (date: string) => void;
  setUniverse: (universe: string) => void;
}

/**
 * The pick list and the day live in the address (`?list=MidTermAI&date=2016-06-24&universe=Tech`), so that a day's picks can be
 * bookmarked or shared and Back returns to the previous day. Anything unreadable there means the default.
 */
export function useScannerParams(): ScannerParams {
  const [params, setParams] = useSearchParams();
  const rawList = params.get('list');
  const list = SCANNER_PICK_CATEGORIES.find((c) => c === rawList) ?? 'SwingAI';
  const rawDate = params.get('date') ?? '';
  const date = CalendarDateSchema.safeParse(rawDate).success ? rawDate : '';
  const universe = UniverseNameSchema.safeParse(params.get('universe') ?? '').data ?? '';
  // A new history entry each time: Back returns to the day (or list) before.
  const update = (key: string, value: string, fallback: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === fallback) next.delete(key);
      else next.set(key, value);
      return next;
    });
  return {
    list,
    date,
    universe,
    setList: (l) => update('list', l, 'SwingAI'),
    setDate: (d) => update('date', d, ''),
    setUniverse: (u) => update('universe', u, ''),
  };
}
