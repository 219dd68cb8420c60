import { isoDay } from '../../series/bars.ts';
import { civilTime } from '../../series/civil.ts';
import { windowRange } from '../../series/window.ts';
import { computeSignals } from '../signals/index.ts';
import type { ScannerCategory, ScannerPick, SignalInputs } from '../types.ts';
import { inputsThrough } from './inputs-through.ts';
import { createSymbolScanner } from './symbol-scanner.ts';

export interface UniverseMember {
  symbol: string;
  inputs: SignalInputs;
}

export interface UniverseDayScan {
  asOfDate: string;
  /** By symbol in universe order, then in signal order. */
  picks: ScannerPick[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * latest-day-all for one date: the picks of every symbol on its bar of `date` (the last bar of that day, should
 * there be several). A symbol without a bar on that date contributes nothing. Each symbol's signals and trades are
 * computed on its inputs cut after that bar, so the scan of a past date is the scan that would have run that night.
 * Pure: no I/O, no clock; the caller resolves "latest day" to a date.
 */
export function scanUniverseDay(
  universe: readonly UniverseMember[],
  date: string,
  category: ScannerCategory,
): UniverseDayScan {
  const dayStart = parseIsoDay(date);
  const picks: ScannerPick[] = [];
  for (const { symbol, inputs } of universe) {
    const range = windowRange(inputs.bars.time, dayStart, dayStart);
    if (range === null) continue;
    const index = range.to;
    const cut = inputsThrough(inputs, index);
    const scanner = createSymbolScanner({
      symbol,
      bars: cut.bars,
      signals: computeSignals(cut),
      optix: cut.optix,
    });
    for (const pick of scanner.picksAt(index, category)) picks.push(pick);
  }
  return { asOfDate: date, picks };
}

/** Epoch ms of the UTC midnight of a YYYY-MM-DD date; a RangeError for anything else (2021-02-30 included). */
function parseIsoDay(date: string): number {
  const m = ISO_DAY.exec(date);
  // civilTime rolls an impossible day over (February 30 -> March 2), so the round trip catches it.
  const time = m === null ? NaN : civilTime(Number(m[1]), Number(m[2]), Number(m[3]));
  if (Number.isNaN(time) || isoDay(time) !== date) {
    throw new RangeError(`date must be a calendar date YYYY-MM-DD, got "${date}"`);
  }
  return time;
}
