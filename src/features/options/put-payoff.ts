/** What the payoff of a sold put needs: its strike and the credit received for one contract. */
export interface ShortPut {
  strike: number;
  /** Dollars received for one contract of 100 shares. */
  credit: number;
}

export interface PayoffPoint {
  /** The underlying's price at expiry. */
  price: number;
  /** Dollars made (positive) or lost (negative) on one contract held to expiry. */
  profit: number;
}

export const SHARES_PER_CONTRACT = 100;

/**
 * Profit or loss at expiry of one sold put, per contract: the credit kept, less what the put is worth at expiry
 * (100 × how far the price ends below the strike). The screen lists puts to sell (spec 4.6: be = strike − premium,
 * credit = premium × 100), so this is the seller's side.
 */
export function shortPutProfit(put: ShortPut, price: number): number {
  return put.credit - SHARES_PER_CONTRACT * Math.max(put.strike - price, 0);
}

/** The price at expiry where the sold put neither makes nor loses money: strike − premium per share. */
export function shortPutBreakEven(put: ShortPut): number {
  return put.strike - put.credit / SHARES_PER_CONTRACT;
}

/**
 * The payoff at `steps` + 1 evenly spaced prices from `from` to `to`, with the strike and break-even among them, so
 * a line through the points shows the kink at the strike and crosses zero at the break-even exactly.
 */
export function shortPutPayoffCurve(put: ShortPut, from: number, to: number, steps = 60): PayoffPoint[] {
  const prices = new Set<number>();
  for (let i = 0; i <= steps; i++) prices.add(from + ((to - from) * i) / steps);
  for (const p of [put.strike, shortPutBreakEven(put)]) if (p >= from && p <= to) prices.add(p);
  return [...prices].sort((a, b) => a - b).map((price) => ({ price, profit: shortPutProfit(put, price) }));
}

/**
 * A price range that shows what matters: from below the break-even (the loss side) to above both the strike and the
 * current price (the flat maximum profit), never below zero.
 */
export function payoffRange(put: ShortPut, current: number): { from: number; to: number } {
  const low = Math.min(shortPutBreakEven(put), current, put.strike);
  const high = Math.max(put.strike, current);
  const span = Math.max(high - low, high * 0.05);
  return { from: Math.max(0, low - span * 0.6), to: high + span * 0.4 };
}
