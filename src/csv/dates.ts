import { quote } from './numbers.ts';

const TIME = String.raw`(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?`;
const ISO_RE = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
const SLASH_YMD_RE = new RegExp(String.raw`^(\d{4})/(\d{1,2})/(\d{1,2})${TIME}$`);
/** Day and month first, then the year: 12/31/2020, 31/12/2020, 31.12.2020, 31-12-2020 (one separator throughout). */
export const SHORT_DATE_RE = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})${TIME}$`);

export const DATE_FORMATS = 'YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], YYYY-MM-DDTHH:MM[:SS], M/D/YYYY or YYYY/MM/DD';
const DAY_FIRST_FORMATS = 'YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], YYYY-MM-DDTHH:MM[:SS], D/M/YYYY or YYYY/MM/DD';

/** How a date written with the year last is read: 12/31/2020 (month first, the default) or 31/12/2020. */
export type DateOrder = 'month-first' | 'day-first';

/** Counts what the date reader had to interpret, for warnings. */
export interface DateNotes {
  twoDigitYears: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

/** The integer written by the digits s[start..end), or -1 when one is not a digit. */
function digits(s: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

function build(
  year: number,
  month: number,
  day: number,
  hh: string | undefined,
  mm: string | undefined,
  ss: string | undefined,
): number {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NaN;
  const h = hh === undefined ? 0 : Number(hh);
  const m = mm === undefined ? 0 : Number(mm);
  const s = ss === undefined ? 0 : Number(ss);
  if (h > 23 || m > 59 || s > 59) return NaN;
  const t = Date.UTC(year, month - 1, day, h, m, s);
  // Date.UTC maps years 0..99 to 1900..1999; set the year explicitly.
  return year < 100 ? new Date(t).setUTCFullYear(year) : t;
}

/**
 * Epoch ms (UTC) of a trimmed date cell, or the reason it is not a date. Accepts YYYY-MM-DD, YYYY/MM/DD and
 * M/D/YYYY (month first unless `order` says day first; `.` or `-` may stand for `/`), each optionally followed by a
 * time HH:MM[:SS[.fff]] after a space or T.
 * A zone suffix (Z, +01:00) is accepted and ignored: bars keep the wall-clock time they were written with.
 * M/D/YY two-digit years read 69..99 as 19xx and 00..68 as 20xx (the POSIX rule) and are counted in `notes`.
 */
export function parseDate(cell: string, notes?: DateNotes, order: DateOrder = 'month-first'): number | string {
  const formats = order === 'day-first' ? DAY_FIRST_FORMATS : DATE_FORMATS;
  if (cell === '') return `is empty, expected a date (${formats})`;
  if (cell.length === 10 && cell.charCodeAt(4) === 45 && cell.charCodeAt(7) === 45) {
    // the common YYYY-MM-DD, without a regular expression
    const year = digits(cell, 0, 4);
    const month = digits(cell, 5, 7);
    const day = digits(cell, 8, 10);
    if (year >= 0 && month >= 0 && day >= 0) {
      const t = build(year, month, day, undefined, undefined, undefined);
      return Number.isNaN(t) ? `${quote(cell)} is not a date (expected ${formats})` : t;
    }
  }
  let t = NaN;
  let match = ISO_RE.exec(cell) ?? SLASH_YMD_RE.exec(cell);
  if (match) {
    t = build(Number(match[1]), Number(match[2]), Number(match[3]), match[4], match[5], match[6]);
  } else if ((match = SHORT_DATE_RE.exec(cell))) {
    let year = Number(match[4]);
    if (match[4].length === 2) {
      year += year < 69 ? 2000 : 1900;
      if (notes) notes.twoDigitYears++;
    }
    const [month, day] = order === 'day-first' ? [match[3], match[1]] : [match[1], match[3]];
    t = build(year, Number(month), Number(day), match[5], match[6], match[7]);
  }
  return Number.isNaN(t) ? `${quote(cell)} is not a date (expected ${formats})` : t;
}
