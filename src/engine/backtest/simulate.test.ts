import { describe, expect, it } from 'vitest';
import { simulate } from './simulate.ts';
import type { BarRow } from './test-fixtures.ts';
import { actions, makeBars, makeSpec } from './test-fixtures.ts';
import type { ExecutionSpec, SimulationOutcome } from './types.ts';

const near = (x: number) => expect.closeTo(x, 9);

function expectSeries(actual: Float64Array, expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((x, i) => expect(actual[i], `equity[${i}]`).toBeCloseTo(x, 9));
}

function run(
  rows: readonly BarRow[],
  entryOn: number[],
  exitOn: number[],
  overrides: Partial<ExecutionSpec> = {},
): SimulationOutcome {
  const bars = makeBars(rows);
  const n = rows.length;
  return simulate(bars, actions(n, ...entryOn), actions(n, ...exitOn), makeSpec(bars, overrides));
}

/** Bar i opens at 10 + i, closes at 10.5 + i, ranges 9.6 + i .. 10.8 + i: open and close fills differ. */
const STAIRS: BarRow[] = Array.from({ length: 6 }, (_, i) => [10 + i, 10.8 + i, 9.6 + i, 10.5 + i] as const);

describe('simulate: fills by trade_price', () => {
  it('2 = the close of the action bar', () => {
    const out = run([10, 11, 12, 13, 14], [1], [3]);
    expect(out.trades).toEqual([
      {
        entryBar: 1,
        exitBar: 3,
        entryPrice: 11,
        exitPrice: 13,
        ret: near(13 / 11 - 1),
        exitReason: 'signal',
        open: false,
        mae: 0,
        mfe: near(13 / 11 - 1),
      },
    ]);
    expectSeries(out.equity, [1000, 1000, 1000 + 1000 * (12 / 11 - 1), 1000 + 1000 * (13 / 11 - 1), 1000 * (13 / 11)]);
    expect(out.barsInMarket).toBe(3 - 1 + 1);
  });

  it('0 = the open of the next bar, for entries and signal exits', () => {
    const out = run(STAIRS, [1], [3], { tradePrice: 0 });
    expect(out.trades).toHaveLength(1);
    expect(out.trades[0]).toMatchObject({
      entryBar: 2,
      exitBar: 4,
      entryPrice: 12,
      exitPrice: 14,
      exitReason: 'signal',
    });
    expect(out.trades[0].ret).toBeCloseTo(14 / 12 - 1, 12);
    expectSeries(out.equity, [
      1000,
      1000,
      1000 + 1000 * (12.5 / 12 - 1),
      1000 + 1000 * (13.5 / 12 - 1),
      1000 * (14 / 12),
      1000 * (14 / 12),
    ]);
    expect(out.barsInMarket).toBe(4 - 2 + 1);
  });

  it('1 = the close of the next bar, for entries and signal exits', () => {
    const out = run(STAIRS, [1], [3], { tradePrice: 1 });
    expect(out.trades[0]).toMatchObject({
      entryBar: 2,
      exitBar: 4,
      entryPrice: 12.5,
      exitPrice: 14.5,
      exitReason: 'signal',
    });
    expect(out.trades[0].ret).toBeCloseTo(14.5 / 12.5 - 1, 12);
    expectSeries(out.equity, [
      1000,
      1000,
      1000,
      1000 + 1000 * (13.5 / 12.5 - 1),
      1000 * (14.5 / 12.5),
      1000 * (14.5 / 12.5),
    ]);
  });

  it('an open fill lets an exit signal on the fill bar count (its close comes after the fill)', () => {
    const out = run(STAIRS, [1], [2], { tradePrice: 0 });
    expect(out.trades[0]).toMatchObject({
      entryBar: 2,
      exitBar: 3,
      entryPrice: 12,
      exitPrice: 13,
      exitReason: 'signal',
    });
  });

  it('a close fill ignores an exit signal on the fill bar itself', () => {
    const next = run(STAIRS, [1], [2], { tradePrice: 1 });
    // Fill at the close of 2; the exit on 2 does not count, so the trade runs to the last close (10.5 + 5).
    expect(next.trades[0]).toMatchObject({ entryBar: 2, exitBar: 5, exitPrice: 15.5, exitReason: 'end', open: true });
    const same = run([10, 11, 12, 13, 14], [1], [1, 3]);
    expect(same.trades[0]).toMatchObject({ entryBar: 1, exitBar: 3, exitReason: 'signal' });
  });
});

describe('simulate: direction', () => {
  it('short gains when the price falls', () => {
    const out = run([10, 12, 11, 8, 9], [1], [3], { direction: 'Short' });
    expect(out.trades[0]).toMatchObject({ entryBar: 1, exitBar: 3, entryPrice: 12, exitPrice: 8 });
    expect(out.trades[0].ret).toBeCloseTo((12 - 8) / 12, 12);
    // Mark-to-market of a short: equity + N(1 - C/E' - c).
    expectSeries(out.equity, [
      1000,
      1000,
      1000 + 1000 * (1 - 11 / 12),
      1000 + 1000 * ((12 - 8) / 12),
      1000 + 1000 * ((12 - 8) / 12),
    ]);
  });
});

describe('simulate: stop and take-profit', () => {
  it('long stop hit inside the bar exits at the stop level', () => {
    const out = run([100, [99, 101, 94, 96], 96], [0], [], { stopPct: 5 });
    const stop = 100 * (1 - 0.05);
    expect(out.trades[0]).toMatchObject({ entryBar: 0, exitBar: 1, exitPrice: near(stop), exitReason: 'stop' });
    expect(out.trades[0].ret).toBeCloseTo(stop / 100 - 1, 12);
    // The low beyond the stop was never held; the high before it was.
    expect(out.trades[0].mae).toBeCloseTo(stop / 100 - 1, 12);
    expect(out.trades[0].mfe).toBeCloseTo(101 / 100 - 1, 12);
    expectSeries(out.equity, [1000, 1000 * (stop / 100), 1000 * (stop / 100)]);
  });

  it('short stop hit inside the bar exits at the stop level above the entry', () => {
    const out = run([100, [101, 106, 99, 104], 104], [0], [], { direction: 'Short', stopPct: 5 });
    const stop = 100 * (1 + 0.05);
    expect(out.trades[0]).toMatchObject({ exitBar: 1, exitPrice: near(stop), exitReason: 'stop' });
    expect(out.trades[0].ret).toBeCloseTo((100 - stop) / 100, 12);
    expect(out.trades[0].mae).toBeCloseTo(1 - stop / 100, 12);
    expect(out.trades[0].mfe).toBeCloseTo(1 - 99 / 100, 12);
  });

  it('long target hit inside the bar exits at the target level', () => {
    const out = run([100, [102, 112, 101, 108], 108], [0], [], { takePct: 10 });
    const target = 100 * (1 + 0.1);
    expect(out.trades[0]).toMatchObject({ exitBar: 1, exitPrice: near(target), exitReason: 'target' });
    expect(out.trades[0].ret).toBeCloseTo(target / 100 - 1, 12);
    expect(out.trades[0].mfe).toBeCloseTo(target / 100 - 1, 12);
    expect(out.trades[0].mae).toBeCloseTo(0, 12);
  });

  it('short target hit inside the bar exits at the target level below the entry', () => {
    const out = run([100, [98, 99, 88, 92], 92], [0], [], { direction: 'Short', takePct: 10 });
    const target = 100 * (1 - 0.1);
    expect(out.trades[0]).toMatchObject({ exitPrice: near(target), exitReason: 'target' });
    expect(out.trades[0].ret).toBeCloseTo((100 - target) / 100, 12);
  });

  it('a bar touching both levels exits at the stop (long and short)', () => {
    const long = run([100, [100, 111, 94, 105], 105], [0], [], { stopPct: 5, takePct: 10 });
    expect(long.trades[0]).toMatchObject({ exitPrice: near(100 * (1 - 0.05)), exitReason: 'stop' });
    const short = run([100, [100, 106, 89, 95], 95], [0], [], { direction: 'Short', stopPct: 5, takePct: 10 });
    expect(short.trades[0]).toMatchObject({ exitPrice: near(100 * (1 + 0.05)), exitReason: 'stop' });
  });

  it('a gap through the stop fills at the open', () => {
    const long = run([100, [90, 92, 88, 91], 91], [0], [], { stopPct: 5, takePct: 10 });
    expect(long.trades[0]).toMatchObject({ exitBar: 1, exitPrice: 90, exitReason: 'stop' });
    expect(long.trades[0].ret).toBeCloseTo(90 / 100 - 1, 12);
    expect(long.trades[0].mae).toBeCloseTo(90 / 100 - 1, 12);
    expect(long.trades[0].mfe).toBe(0);
    const short = run([100, [108, 110, 107, 109], 109], [0], [], { direction: 'Short', stopPct: 5 });
    expect(short.trades[0]).toMatchObject({ exitPrice: 108, exitReason: 'stop' });
    expect(short.trades[0].ret).toBeCloseTo((100 - 108) / 100, 12);
  });

  it('a gap through the target fills at the open', () => {
    const long = run([100, [115, 118, 113, 116], 116], [0], [], { stopPct: 5, takePct: 10 });
    expect(long.trades[0]).toMatchObject({ exitBar: 1, exitPrice: 115, exitReason: 'target' });
    expect(long.trades[0].ret).toBeCloseTo(115 / 100 - 1, 12);
    const short = run([100, [85, 87, 84, 86], 86], [0], [], { direction: 'Short', takePct: 10 });
    expect(short.trades[0]).toMatchObject({ exitPrice: 85, exitReason: 'target' });
    expect(short.trades[0].ret).toBeCloseTo((100 - 85) / 100, 12);
  });

  it('sets the levels from the entry fill after slippage', () => {
    // E' = 100 x 1.01 = 101, stop = 101 x 0.95 = 95.95: a low of 96 does not reach it, a low of 95.9 does.
    const out = run([100, [100, 101, 96, 98], [98, 99, 95.9, 97], 97], [0], [], { stopPct: 5, slippage: 0.01 });
    const entry = 100 * (1 + 0.01);
    const stop = entry * (1 - 0.05);
    const exit = stop * (1 - 0.01);
    expect(out.trades[0]).toMatchObject({
      exitBar: 2,
      entryPrice: near(entry),
      exitPrice: near(exit),
      exitReason: 'stop',
    });
    expect(out.trades[0].ret).toBeCloseTo((exit - entry) / entry, 12);
  });

  it('checks the fill bar of an open fill after its open, and not the fill bar of a close fill', () => {
    const rows: BarRow[] = [100, [100, 101, 94, 99], 99];
    const openFill = run(rows, [0], [], { tradePrice: 0, stopPct: 5 });
    expect(openFill.trades[0]).toMatchObject({ entryBar: 1, exitBar: 1, entryPrice: 100, exitReason: 'stop' });
    const closeFill = run(rows, [1], [], { tradePrice: 2, stopPct: 5 });
    expect(closeFill.trades[0]).toMatchObject({ entryBar: 1, exitBar: 2, entryPrice: 99, exitReason: 'end' });
    // Next close: the fill bar's low (94) comes before the fill at 99, whose stop is 99 x 0.95 = 94.05.
    const nextClose = run(rows, [0], [], { tradePrice: 1, stopPct: 5 });
    expect(nextClose.trades[0]).toMatchObject({ entryBar: 1, exitBar: 2, entryPrice: 99, exitReason: 'end' });
  });
});

describe('simulate: day limit', () => {
  it('exits at the close of fill bar + days', () => {
    const out = run([100, 101, 102, 103, 104], [0, 3], [], { maxBars: 2 });
    expect(out.trades).toHaveLength(2);
    expect(out.trades[0]).toMatchObject({ entryBar: 0, exitBar: 0 + 2, exitPrice: 102, exitReason: 'time' });
    expect(out.trades[1]).toMatchObject({ entryBar: 3, exitBar: 4, exitReason: 'end', open: true });
    expect(out.barsInMarket).toBe(3 + 2);
  });

  it('counts from an open fill too', () => {
    const out = run(STAIRS, [0], [], { tradePrice: 0, maxBars: 2 });
    expect(out.trades[0]).toMatchObject({
      entryBar: 1,
      exitBar: 3,
      entryPrice: 11,
      exitPrice: 13.5,
      exitReason: 'time',
    });
  });

  it('wins over a signal exit at the same close, and loses to a stop on that bar', () => {
    const signal = run([100, 101, 102, 103], [0], [2], { maxBars: 2 });
    expect(signal.trades[0]).toMatchObject({ exitBar: 2, exitReason: 'time' });
    const stop = run([100, [100, 101, 94, 100], 100], [0], [], { maxBars: 1, stopPct: 5 });
    expect(stop.trades[0]).toMatchObject({ exitBar: 1, exitReason: 'stop' });
  });
});

describe('simulate: one position at a time', () => {
  it('ignores an entry signal on the exit bar, takes the next one', () => {
    const out = run([10, 11, 12, 13, 14, 15], [0, 2, 3], [2]);
    expect(out.trades.map((t) => [t.entryBar, t.exitBar, t.exitReason])).toEqual([
      [0, 2, 'signal'],
      [3, 5, 'end'],
    ]);
  });

  it('with next-open fills, ignores entries while held and on the exit fill bar', () => {
    const rows = [...STAIRS, [16, 16.8, 15.6, 16.5] as const];
    // Entry on 0 fills at the open of 1; exit on 2 fills at the open of 3; the entry on 3 is on that exit bar.
    const out = run(rows, [0, 2, 3, 4], [2], { tradePrice: 0 });
    expect(out.trades.map((t) => [t.entryBar, t.exitBar, t.entryPrice, t.exitPrice])).toEqual([
      [1, 3, 11, 13],
      [5, 6, 15, 16.5],
    ]);
  });
});

describe('simulate: a pending signal exit overtaken by a risk exit', () => {
  const rows: BarRow[] = [100, [100, 102, 99, 101], [90, 91, 89, 90], 90];

  it('next-open exit: a gap through the stop at that open makes it a stop', () => {
    const out = run(rows, [0], [1], { tradePrice: 0, stopPct: 5 });
    expect(out.trades[0]).toMatchObject({
      entryBar: 1,
      exitBar: 2,
      entryPrice: 100,
      exitPrice: 90,
      exitReason: 'stop',
    });
  });

  it('next-open exit: it fills at the open, before a stop later in that bar', () => {
    const out = run([100, [100, 102, 99, 101], [97, 98, 93, 94], 94], [0], [1], { tradePrice: 0, stopPct: 5 });
    expect(out.trades[0]).toMatchObject({ exitBar: 2, exitPrice: 97, exitReason: 'signal' });
  });

  it('next-close exit: a stop inside the fill bar comes first', () => {
    // Entry on 0 fills at the close of 1 (101), stop 101 x 0.95; exit on 2 would fill at the close of 3.
    const out = run([100, [100, 102, 99, 101], [101, 102, 100, 101], [99, 100, 95, 96], 96], [0], [2], {
      tradePrice: 1,
      stopPct: 5,
    });
    expect(out.trades[0]).toMatchObject({
      entryBar: 1,
      exitBar: 3,
      exitPrice: near(101 * (1 - 0.05)),
      exitReason: 'stop',
    });
  });
});

describe('simulate: the end of the window', () => {
  it('closes a trade still open at the last close, flagged open', () => {
    const out = run([10, 11, 12, 13], [1], []);
    expect(out.trades).toEqual([
      expect.objectContaining({ entryBar: 1, exitBar: 3, exitPrice: 13, exitReason: 'end', open: true }),
    ]);
    expect(out.trades[0].ret).toBeCloseTo(13 / 11 - 1, 12);
    expectSeries(out.equity, [1000, 1000, 1000 * (12 / 11), 1000 * (13 / 11)]);
  });

  it('charges the costs of closing an open trade, so the last equity is the realised one', () => {
    const out = run([10, 11, 12, 13], [1], [], { slippage: 0.01, commission: 0.002 });
    const entry = 11 * (1 + 0.01);
    const exit = 13 * (1 - 0.01);
    const r = (exit * (1 - 0.002) - entry * (1 + 0.002)) / entry;
    expect(out.trades[0].ret).toBeCloseTo(r, 12);
    expect(out.equity[3]).toBeCloseTo(1000 + 1000 * r, 9);
  });

  it('makes no trade when the entry fill would fall after the last bar', () => {
    for (const tradePrice of [0, 1] as const) {
      const out = run(STAIRS, [5], [], { tradePrice });
      expect(out.trades).toEqual([]);
      expectSeries(out.equity, [1000, 1000, 1000, 1000, 1000, 1000]);
      expect(out.barsInMarket).toBe(0);
    }
  });

  it('keeps the trade open when the signal exit fill would fall after the last bar', () => {
    const out = run(STAIRS, [0], [5], { tradePrice: 0 });
    expect(out.trades[0]).toMatchObject({ entryBar: 1, exitBar: 5, exitPrice: 15.5, exitReason: 'end', open: true });
  });

  it('enters and ends on the last bar: one bar in the market, no excursion', () => {
    const out = run([10, 11, 12], [2], []);
    expect(out.trades[0]).toMatchObject({ entryBar: 2, exitBar: 2, ret: 0, mae: 0, mfe: 0, exitReason: 'end' });
    expect(out.barsInMarket).toBe(1);
  });
});

describe('simulate: window [from, to]', () => {
  const rows = [10, 11, 12, 13, 14, 15, 16, 17];

  it('trades nothing on action bars outside the window; equity has the window length at capital', () => {
    const out = run(rows, [0, 1, 6], [], { from: 2, to: 5 });
    expect(out.trades).toEqual([]);
    expectSeries(out.equity, [1000, 1000, 1000, 1000]);
  });

  it('does not fill at the window start from an action bar before it', () => {
    const out = run(rows, [1], [], { from: 2, to: 5, tradePrice: 0 });
    expect(out.trades).toEqual([]);
  });

  it('starts at capital, ends at the last window bar, ignores bars after it', () => {
    // A crash after the window (bar 6) must not stop the trade out.
    const out = run([10, 11, 12, 13, 14, 15, [15, 15, 1, 1], 1], [3], [], { from: 2, to: 5, stopPct: 5 });
    expect(out.trades).toHaveLength(1);
    expect(out.trades[0]).toMatchObject({ entryBar: 3, exitBar: 5, exitPrice: 15, exitReason: 'end', open: true });
    expectSeries(out.equity, [1000, 1000, 1000 * (14 / 13), 1000 * (15 / 13)]);
    expect(out.barsInMarket).toBe(5 - 3 + 1);
  });

  it('rejects a window outside the series', () => {
    const bars = makeBars(rows);
    expect(() => simulate(bars, actions(8), actions(8), makeSpec(bars, { from: 3, to: 8 }))).toThrow(RangeError);
    expect(() => simulate(bars, actions(8), actions(8), makeSpec(bars, { from: 5, to: 4 }))).toThrow(RangeError);
    expect(() => simulate(bars, actions(7), actions(8), makeSpec(bars))).toThrow(RangeError);
  });
});

describe('simulate: costs and compounding', () => {
  const s = 0.001;
  const c = 0.002;

  it('long: E = E(1 + s), X = X(1 - s), r = (X(1 - c) - E(1 + c)) / E', () => {
    const out = run([100, 105, 110], [0], [2], { slippage: s, commission: c });
    const entry = 100 * (1 + s);
    const exit = 110 * (1 - s);
    const r = (exit * (1 - c) - entry * (1 + c)) / entry;
    expect(out.trades[0]).toMatchObject({ entryPrice: near(entry), exitPrice: near(exit), ret: near(r) });
    expectSeries(out.equity, [
      1000 + 1000 * (100 / entry - 1 - c),
      1000 + 1000 * (105 / entry - 1 - c),
      1000 + 1000 * r,
    ]);
  });

  it('short: E = E(1 - s), X = X(1 + s), r = (E(1 - c) - X(1 + c)) / E', () => {
    const out = run([100, 95, 90], [0], [2], { direction: 'Short', slippage: s, commission: c });
    const entry = 100 * (1 - s);
    const exit = 90 * (1 + s);
    const r = (entry * (1 - c) - exit * (1 + c)) / entry;
    expect(out.trades[0]).toMatchObject({ entryPrice: near(entry), exitPrice: near(exit), ret: near(r) });
    expectSeries(out.equity, [
      1000 + 1000 * (1 - 100 / entry - c),
      1000 + 1000 * (1 - 95 / entry - c),
      1000 + 1000 * r,
    ]);
  });

  it('capital_alloc 0.5 commits half the equity at each entry and compounds', () => {
    const out = run([100, 110, 50, 45, 40], [0, 2], [1, 4], { allocation: 0.5 });
    const afterFirst = 1000 + 0.5 * 1000 * (110 / 100 - 1);
    const second = 0.5 * afterFirst;
    expect(afterFirst).toBe(1050);
    expectSeries(out.equity, [
      1000,
      afterFirst,
      afterFirst + second * (50 / 50 - 1),
      afterFirst + second * (45 / 50 - 1),
      afterFirst + second * (40 / 50 - 1),
    ]);
    expect(out.equity[4]).toBeCloseTo(945, 9);
  });
});

describe('simulate: MAE and MFE', () => {
  it('an open fill counts the fill bar range', () => {
    const out = run([100, [100, 104, 97, 102], [102, 108, 99, 105], 105], [0], [], { tradePrice: 0, maxBars: 1 });
    expect(out.trades[0]).toMatchObject({ entryBar: 1, exitBar: 2, exitPrice: 105, exitReason: 'time' });
    expect(out.trades[0].mae).toBeCloseTo(97 / 100 - 1, 12);
    expect(out.trades[0].mfe).toBeCloseTo(108 / 100 - 1, 12);
  });

  it('a close fill starts after the fill bar (long and short)', () => {
    const rows: BarRow[] = [[100, 130, 70, 100], [100, 104, 97, 102], 102];
    const long = run(rows, [0], [2]);
    expect(long.trades[0].mae).toBeCloseTo(97 / 100 - 1, 12);
    expect(long.trades[0].mfe).toBeCloseTo(104 / 100 - 1, 12);
    const short = run(rows, [0], [2], { direction: 'Short' });
    expect(short.trades[0].mae).toBeCloseTo(1 - 104 / 100, 12);
    expect(short.trades[0].mfe).toBeCloseTo(1 - 97 / 100, 12);
  });

  it('is measured from the entry fill after slippage', () => {
    const out = run([100, [100, 104, 97, 102], 102], [0], [2], { slippage: 0.01 });
    expect(out.trades[0].mae).toBeCloseTo(97 / (100 * 1.01) - 1, 12);
    expect(out.trades[0].mfe).toBeCloseTo(104 / (100 * 1.01) - 1, 12);
  });
});
