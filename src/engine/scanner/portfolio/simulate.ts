import { PortfolioBook } from './book.ts';
import { buyAndHoldPct } from './buy-and-hold.ts';
import { checkOptions } from './check-options.ts';
import { exitLevels, planExit } from './exit-rules.ts';
import { PortfolioParamError } from './param-error.ts';
import { portfolioStats } from './portfolio-stats.ts';
import { rankPicks } from './ranking.ts';
import { actionRow, tradeRecord } from './records.ts';
import { sharesToOpen, sizingFraction } from './sizing.ts';
import type { SymbolDays } from './trading-days.ts';
import { parseDay, symbolDays, tradingCalendar } from './trading-days.ts';
import type {
  PortfolioActionRow,
  PortfolioExitReason,
  PortfolioInput,
  PortfolioOptions,
  PortfolioResult,
  PortfolioTrade,
} from './types.ts';

/** What one day's steps write to. */
interface Journal {
  book: PortfolioBook;
  symbols: ReadonlyMap<string, SymbolDays>;
  rows: PortfolioActionRow[];
  trades: { seq: number; trade: PortfolioTrade }[];
  nextSeq: number;
}

/**
 * Step 1 of a day: every open position (in entry order) meets its symbol's bar of the day. A symbol with no bar that
 * day leaves its position untouched (no bar is counted, no level checked; it keeps its last close). Otherwise the
 * bar counts as held and the plan's exit rules run on it (exit-rules.ts). On the window's last day whatever is still
 * open closes at its symbol's last close ('end of test'), dated by the bar that close comes from. Each position
 * writes a Sell row if it closed, else a Hold row.
 */
function settleDay(journal: Journal, day: string, isLastDay: boolean): void {
  const { book, symbols, rows, trades } = journal;
  // A copy: closing a position takes it out of book.open.
  for (const position of [...book.open]) {
    const { pick } = position;
    const { bars, indexByDay } = symbols.get(pick.symbol)!;
    const i = indexByDay.get(day);
    let exit: { price: number; reason: PortfolioExitReason } | null = null;
    if (i !== undefined) {
      position.barsHeld++;
      position.lastClose = bars.close[i];
      position.lastDay = day;
      const bar = { open: bars.open[i], high: bars.high[i], low: bars.low[i], close: bars.close[i] };
      exit = planExit(bar, pick.direction, position.levels, position.barsHeld, pick.plan.timeInMarket);
    }
    if (exit === null && isLastDay) exit = { price: position.lastClose, reason: 'end of test' };
    if (exit === null) {
      rows.push(
        actionRow(day, position, 'Hold', position.lastClose, book.profitAt(position, position.lastClose), 'Open'),
      );
      continue;
    }
    const profit = book.exit(position, exit.price);
    trades.push({ seq: position.seq, trade: tradeRecord(position, position.lastDay, exit.price, exit.reason, profit) });
    rows.push(actionRow(day, position, 'Sell', position.lastClose, profit, exit.reason));
  }
}

/**
 * Step 2 of a day: the day's picks, best first (ranking.ts), entered at the pick's close until `dailyLimit` trades
 * have been opened. A pick is passed over, and the next one tried, when: its symbol has no bar that day (it could
 * not be marked); its symbol already has an open position (one position per symbol, whichever side, including one
 * opened earlier the same day; a symbol closed in step 1 may be entered again); its sizing fraction is 0; or no whole
 * share fits its budget (sizing.ts). Each entry sizes against the equity left after the entries before it.
 */
function enterDay(journal: Journal, day: string, input: PortfolioInput, options: PortfolioOptions): void {
  const picks = input.picksByDay.get(day);
  if (picks === undefined || picks.length === 0) return;
  const { book, symbols, rows } = journal;
  let opened = 0;
  for (const pick of rankPicks(picks, options.rankBy)) {
    if (opened >= options.dailyLimit) break;
    if (!symbols.get(pick.symbol)?.indexByDay.has(day) || book.holds(pick.symbol)) continue;
    const fraction = sizingFraction(pick, options.allocation);
    if (!(fraction > 0) || !(pick.close > 0)) continue;
    const shares = sharesToOpen({
      fraction,
      equity: book.equity(),
      sideShare: pick.direction === 'Long' ? options.longShare : options.shortShare,
      sideValue: book.sideValue(pick.direction),
      price: pick.close,
      commission: book.commission,
    });
    if (shares === 0) continue;
    const position = book.enter({
      seq: journal.nextSeq++,
      pick,
      fraction,
      shares,
      entryDate: day,
      entryPrice: pick.close,
      levels: exitLevels(pick.close, pick.direction, pick.plan),
      barsHeld: 0,
      lastClose: pick.close,
      lastDay: day,
    });
    rows.push(actionRow(day, position, 'Buy', pick.close, -position.entryCommission, 'Open'));
    opened++;
  }
}

/**
 * The scanner backtest (spec analytics-service.md 4.5): a portfolio trading the given picks over the window.
 *
 * The day calendar is the union of the days on which any symbol of `input.bars` has a bar in
 * [startDate, endDate]. Each day: (1) exits of open positions on their symbol's bar (settleDay); (2) entries from
 * that day's picks at their close (enterDay), except on the window's last day, where a new position could only be
 * closed again at the price it was bought for; (3) equity marked at the close. Picks listed under a day outside the
 * calendar are never traded. Sizing, caps and commissions: sizing.ts and book.ts. Pure: no I/O, no clock.
 *
 * Throws a PortfolioParamError naming the field for an option or date it cannot use.
 */
export function simulatePortfolio(input: PortfolioInput, options: PortfolioOptions): PortfolioResult {
  checkOptions(options);
  const startMs = parseDay('start_date', input.startDate);
  const endMs = parseDay('end_date', input.endDate);
  if (startMs > endMs) {
    throw new PortfolioParamError('end_date', `${input.endDate} is before start_date ${input.startDate}`);
  }
  const symbols = symbolDays(input.bars, startMs, endMs);
  const calendar = tradingCalendar(symbols);
  const journal: Journal = {
    book: new PortfolioBook(options.capital, options.commissionPct / 100),
    symbols,
    rows: [],
    trades: [],
    nextSeq: 0,
  };
  const equity: number[] = [];
  let daysInMarket = 0;
  let grossValueSum = 0;
  for (let d = 0; d < calendar.length; d++) {
    const day = calendar[d];
    const isLastDay = d === calendar.length - 1;
    const rowsBefore = journal.rows.length;
    settleDay(journal, day, isLastDay);
    if (!isLastDay) enterDay(journal, day, input, options);
    equity.push(journal.book.equity());
    grossValueSum += journal.book.grossValue();
    // A day with any row had a position open at some point of it: entered at its close, held, or closed.
    if (journal.rows.length > rowsBefore) daysInMarket++;
  }
  const trades = journal.trades.sort((a, b) => a.seq - b.seq).map((t) => t.trade);
  const tradedSymbols = new Set(trades.map((t) => t.symbol));
  return {
    trades,
    equity: { dates: calendar, equity },
    actions: journal.rows,
    stats: portfolioStats({
      capital: options.capital,
      returnsPct: trades.map((t) => t.returnPct),
      equity,
      daysInMarket,
      grossValueSum,
      buyAndHold: buyAndHoldPct(input.benchmark, tradedSymbols, symbols, startMs, endMs),
    }),
    finalEquity: equity.length === 0 ? options.capital : equity[equity.length - 1],
  };
}
