import type { Direction, ScannerPick } from '../types.ts';
import type { ExitLevels } from './exit-rules.ts';

/** A position while it is open. */
export interface OpenPosition {
  /** Entry order over the whole test: trades are reported in it. */
  seq: number;
  pick: ScannerPick;
  fraction: number;
  shares: number;
  entryDate: string;
  entryPrice: number;
  entryCommission: number;
  levels: ExitLevels;
  /** The symbol's bars since the entry bar. */
  barsHeld: number;
  /** The symbol's latest close and its day: what the position is marked at. */
  lastClose: number;
  lastDay: string;
}

/** +1 for a long, -1 for a short: the sign of a position's value and of its profit per unit of price rise. */
export const sideSign = (direction: Direction): 1 | -1 => (direction === 'Long' ? 1 : -1);

/**
 * Cash and open positions. A long pays shares x price and the commission at entry and receives shares x price less
 * the commission at exit. A short is credited shares x price less the commission at entry (the sale's proceeds) and
 * pays shares x price and the commission to buy back at exit; meanwhile it owes its shares at the last close.
 * Equity = cash + open longs' value - open shorts' liability, every position marked at its symbol's last close. So
 * entering moves equity only by the commission, and a position's profit is sign x shares x (price - entry) less its
 * commissions whichever side it is on.
 */
export class PortfolioBook {
  cash: number;
  readonly open: OpenPosition[] = [];
  /** Commission as a fraction of the traded value. */
  readonly commission: number;

  constructor(capital: number, commission: number) {
    this.cash = capital;
    this.commission = commission;
  }

  equity(): number {
    let equity = this.cash;
    for (const p of this.open) equity += sideSign(p.pick.direction) * p.shares * p.lastClose;
    return equity;
  }

  /** Open longs' value or open shorts' liability, at the last closes (always >= 0). */
  sideValue(direction: Direction): number {
    let value = 0;
    for (const p of this.open) if (p.pick.direction === direction) value += p.shares * p.lastClose;
    return value;
  }

  /** Longs' value plus shorts' liability: the market value of everything open. */
  grossValue(): number {
    return this.sideValue('Long') + this.sideValue('Short');
  }

  holds(symbol: string): boolean {
    return this.open.some((p) => p.pick.symbol === symbol);
  }

  enter(position: Omit<OpenPosition, 'entryCommission'>): OpenPosition {
    const traded = position.shares * position.entryPrice;
    const entryCommission = traded * this.commission;
    this.cash += sideSign(position.pick.direction) * -traded - entryCommission;
    const opened = { ...position, entryCommission };
    this.open.push(opened);
    return opened;
  }

  /** Closes `position` at `price`; returns its realised profit after both commissions. */
  exit(position: OpenPosition, price: number): number {
    const traded = position.shares * price;
    const exitCommission = traded * this.commission;
    this.cash += sideSign(position.pick.direction) * traded - exitCommission;
    this.open.splice(this.open.indexOf(position), 1);
    return this.profitAt(position, price) - exitCommission;
  }

  /** Profit if the position were valued at `price`, after the entry commission only (FloatProfit). */
  profitAt(position: OpenPosition, price: number): number {
    const { shares, entryPrice, entryCommission, pick } = position;
    return sideSign(pick.direction) * shares * (price - entryPrice) - entryCommission;
  }
}
