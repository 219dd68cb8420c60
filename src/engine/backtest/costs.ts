/**
 * Price and return formulas of docs/semantics.md, with slippage s and commission c as fractions per side.
 * Slippage always moves a fill against the trader; commission is charged on both sides of the notional.
 */

export function entryFillPrice(long: boolean, price: number, slippage: number): number {
  return long ? price * (1 + slippage) : price * (1 - slippage);
}

export function exitFillPrice(long: boolean, price: number, slippage: number): number {
  return long ? price * (1 - slippage) : price * (1 + slippage);
}

/** Net return of a trade as a fraction of the entry fill, from fill prices already after slippage. */
export function tradeReturn(long: boolean, entryFill: number, exitFill: number, commission: number): number {
  return long
    ? (exitFill * (1 - commission) - entryFill * (1 + commission)) / entryFill
    : (entryFill * (1 - commission) - exitFill * (1 + commission)) / entryFill;
}

/** Open profit of a trade at a close, as a fraction of its notional: only the entry commission is paid so far. */
export function openReturn(long: boolean, entryFill: number, close: number, commission: number): number {
  return long ? close / entryFill - 1 - commission : 1 - close / entryFill - commission;
}
