import type { Bars } from '../../series/bars.ts';
import { isoDay } from '../../series/bars.ts';
import { civilFromDays, daysFromCivil } from '../../series/civil.ts';
import { DAY_MS } from '../../series/frequency.ts';
import { windowRange } from '../../series/window.ts';
import { PortfolioParamError } from './param-error.ts';

/** Epoch ms of midnight UTC of a YYYY-MM-DD date; a PortfolioParamError naming `field` for anything else. */
export function parseDay(field: string, text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m !== null) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const days = daysFromCivil(year, month, day);
    const back = civilFromDays(days);
    // The round trip rejects dates that do not exist (2021-02-30 would otherwise roll into March).
    if (back.year === year && back.month === month && back.day === day) return days * DAY_MS;
  }
  throw new PortfolioParamError(field, `expected a date YYYY-MM-DD, got '${text}'`);
}

/** One symbol's bars inside the window, found by day. */
export interface SymbolDays {
  bars: Bars;
  /** YYYY-MM-DD -> bar index, for the bars inside the window only. */
  indexByDay: ReadonlyMap<string, number>;
  /** The first and last bar index inside the window. */
  from: number;
  to: number;
}

/**
 * Each symbol's bars inside [startMs, endMs's day], by day. Symbols without a bar in the window are left out. Only
 * the window's bars are indexed, so a caller may pass whole histories. Bars are daily: a second bar on one day is an
 * error (it would make "the symbol's bar of the day" ambiguous).
 */
export function symbolDays(bars: ReadonlyMap<string, Bars>, startMs: number, endMs: number): Map<string, SymbolDays> {
  const out = new Map<string, SymbolDays>();
  for (const [symbol, series] of bars) {
    const range = windowRange(series.time, startMs, endMs);
    if (range === null) continue;
    const indexByDay = new Map<string, number>();
    for (let i = range.from; i <= range.to; i++) {
      const day = isoDay(series.time[i]);
      if (indexByDay.has(day)) throw new RangeError(`${symbol} has more than one bar on ${day}: daily bars expected`);
      indexByDay.set(day, i);
    }
    out.set(symbol, { bars: series, indexByDay, from: range.from, to: range.to });
  }
  return out;
}

/** The day calendar: every day on which at least one symbol has a bar inside the window, ascending. */
export function tradingCalendar(symbols: ReadonlyMap<string, SymbolDays>): string[] {
  const days = new Set<string>();
  for (const { indexByDay } of symbols.values()) for (const day of indexByDay.keys()) days.add(day);
  // YYYY-MM-DD sorts as text in date order.
  return [...days].sort();
}
