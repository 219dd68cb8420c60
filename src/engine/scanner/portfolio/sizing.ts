import type { ScannerPick } from '../types.ts';

/**
 * The fraction of equity a pick is sized with: its Kelly fraction under 'Kelly' (clamped to 0..1; not a number
 * counts as 0, no edge), or the fixed ratio for every pick. A fraction of 0 means the pick is not traded.
 */
export function sizingFraction(pick: ScannerPick, allocation: 'Kelly' | number): number {
  if (allocation !== 'Kelly') return allocation;
  const kelly = pick.stats.kelly;
  return kelly > 0 ? Math.min(kelly, 1) : 0;
}

export interface SizingInput {
  fraction: number;
  /** Mark-to-market equity at the entry close. */
  equity: number;
  /** The long or short share of long_short_ratio, whichever side the trade is on. */
  sideShare: number;
  /** What that side already holds: open longs' value or open shorts' liability at the last closes. */
  sideValue: number;
  price: number;
  /** Commission as a fraction of the traded value (1% = 0.01). */
  commission: number;
}

// Whole-share rounding must not lose a share to the last bits of the arithmetic (0.11 x 10,000 / 1.1 comes out as
// 999.9999999999999): the share count is nudged up by a relative 1e-12, far below a share at any realistic size.
const SHARE_EPSILON = 1e-12;

/**
 * Whole shares for a new position. The budget is fraction x equity, cut to the room left on the trade's side
 * (sideShare x equity - sideValue). The budget pays for the shares and their entry commission, so a book that is
 * 100% long at most never spends more cash than it has. 0 when nothing fits.
 */
export function sharesToOpen({ fraction, equity, sideShare, sideValue, price, commission }: SizingInput): number {
  const budget = Math.min(fraction * equity, sideShare * equity - sideValue);
  if (!(budget > 0) || !(price > 0)) return 0;
  return Math.floor((budget / (price * (1 + commission))) * (1 + SHARE_EPSILON));
}
