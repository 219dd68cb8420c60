import { describe, expect, it } from 'vitest';
import type { SignalStudyInput } from './signal-study.ts';
import { medianOfSorted, signalBars, signalStudy, summarise } from './signal-study.ts';

/*
 * Six bars worked on paper:
 *   bar    0    1    2    3    4    5
 *   close  100  110  99   121  100  125
 *   high   101  112  111  122  105  130
 *   low    99   104  95   120  90   124
 * The entry fires on bars 0, 1, 3 and 5.
 */
const close = new Float64Array([100, 110, 99, 121, 100, 125]);
const high = new Float64Array([101, 112, 111, 122, 105, 130]);
const low = new Float64Array([99, 104, 95, 120, 90, 124]);
const entry = new Uint8Array([1, 1, 0, 1, 0, 1]);

const input = (over: Partial<SignalStudyInput> = {}): SignalStudyInput => ({
  close,
  high,
  low,
  entry,
  from: 0,
  to: 5,
  horizons: [1, 2],
  minGap: 0,
  ...over,
});

const pct = (a: number, b: number) => (a / b - 1) * 100;

describe('signalStudy on a hand-worked series', () => {
  const { signals, summary, baseline } = signalStudy(input());

  it('finds a signal on every bar where the entry acts, with its close', () => {
    expect(signals.map((s) => s.index)).toEqual([0, 1, 3, 5]);
    expect(signals.map((s) => s.close)).toEqual([100, 110, 121, 125]);
  });

  it('gives the forward return at each horizon from the signal bar’s close', () => {
    expect(signals[0].returns['1']).toBeCloseTo(10, 12);
    expect(signals[0].returns['2']).toBeCloseTo(-1, 12);
    expect(signals[1].returns['1']).toBeCloseTo(-10, 12);
    expect(signals[1].returns['2']).toBeCloseTo(10, 12);
    expect(signals[2].returns['1']).toBeCloseTo(pct(100, 121), 12);
    expect(signals[2].returns['2']).toBeCloseTo(pct(125, 121), 12);
  });

  it('gives null past the last bar of the data', () => {
    expect(signals[3].returns).toEqual({ '1': null, '2': null });
    expect(signals[3].max_gain_pct).toBeNull();
    expect(signals[3].max_loss_pct).toBeNull();
  });

  it('takes the max gain and loss from the highs and lows of the bars after the signal, not the signal bar', () => {
    // bar 0: bars 1..2 -> high 112, low 95 (bar 0's own low 99 and high 101 do not count)
    expect(signals[0].max_gain_pct).toBeCloseTo(12, 12);
    expect(signals[0].max_loss_pct).toBeCloseTo(-5, 12);
    // bar 1: bars 2..3 -> high 122, low 95
    expect(signals[1].max_gain_pct).toBeCloseTo(pct(122, 110), 12);
    expect(signals[1].max_loss_pct).toBeCloseTo(pct(95, 110), 12);
    // bar 3: bars 4..5 -> high 130, low 90
    expect(signals[2].max_gain_pct).toBeCloseTo(pct(130, 121), 12);
    expect(signals[2].max_loss_pct).toBeCloseTo(pct(90, 121), 12);
  });

  it('summarises each horizon over the signals with a return', () => {
    const one = [10, -10, pct(100, 121)];
    expect(summary[0]).toMatchObject({ horizon: 1, count: 3, min_pct: pct(100, 121) });
    expect(summary[0].median_pct).toBeCloseTo(-10, 12);
    expect(summary[0].max_pct).toBeCloseTo(10, 12);
    expect(summary[0].mean_pct).toBeCloseTo((one[0] + one[1] + one[2]) / 3, 12);
    expect(summary[0].positive_pct).toBeCloseTo(100 / 3, 12);
    expect(summary[1]).toMatchObject({ horizon: 2, count: 3 });
    expect(summary[1].min_pct).toBeCloseTo(-1, 12);
    expect(summary[1].max_pct).toBeCloseTo(10, 12);
    expect(summary[1].median_pct).toBeCloseTo(pct(125, 121), 12);
    expect(summary[1].positive_pct).toBeCloseTo(200 / 3, 12);
  });

  it('takes the baseline over every bar of the window, the median of an even count being the mean of the middle two', () => {
    // h = 1: bars 0..4 -> 10, -10, 22.2.., -17.3.., 25
    expect(baseline[0]).toMatchObject({ horizon: 1, count: 5, positive_pct: 60 });
    expect(baseline[0].median_pct).toBeCloseTo(10, 12);
    expect(baseline[0].mean_pct).toBeCloseTo((10 - 10 + pct(121, 99) + pct(100, 121) + 25) / 5, 12);
    // h = 2: bars 0..3 -> -1, 10, 1.01.., 3.30..; sorted -1, 1.01, 3.30, 10
    expect(baseline[1]).toMatchObject({ horizon: 2, count: 4, positive_pct: 75 });
    expect(baseline[1].median_pct).toBeCloseTo((pct(100, 99) + pct(125, 121)) / 2, 12);
    expect(Object.keys(baseline[1]).sort()).toEqual(['count', 'horizon', 'mean_pct', 'median_pct', 'positive_pct']);
  });
});

describe('the window', () => {
  it('takes signals and baseline days inside it only, but reads returns from bars after its end', () => {
    const { signals, baseline } = signalStudy(input({ from: 1, to: 3 }));
    expect(signals.map((s) => s.index)).toEqual([1, 3]);
    expect(signals[1].returns['2']).toBeCloseTo(pct(125, 121), 12);
    expect(baseline.map((b) => b.count)).toEqual([3, 3]);
  });

  it('answers no signals and empty summaries when the entry never fires', () => {
    const { signals, summary } = signalStudy(input({ entry: new Uint8Array(6) }));
    expect(signals).toEqual([]);
    expect(summary[0]).toEqual({
      horizon: 1,
      count: 0,
      mean_pct: null,
      median_pct: null,
      positive_pct: null,
      min_pct: null,
      max_pct: null,
    });
  });
});

describe('min_gap', () => {
  it('skips a signal within min_gap bars after the last counted one', () => {
    expect(signalBars(entry, 0, 5, 1)).toEqual([0, 3, 5]);
    expect(signalBars(entry, 0, 5, 2)).toEqual([0, 3]);
    expect(signalStudy(input({ minGap: 2 })).signals.map((s) => s.index)).toEqual([0, 3]);
  });

  it('measures the gap from the last counted signal, not the last one that fired', () => {
    const everyBar = new Uint8Array([1, 1, 1, 1, 1, 1]);
    expect(signalBars(everyBar, 0, 5, 0)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(signalBars(everyBar, 0, 5, 1)).toEqual([0, 2, 4]);
    expect(signalBars(everyBar, 0, 5, 2)).toEqual([0, 3]);
  });
});

describe('max gain and loss', () => {
  it('are 0 rather than of the wrong sign when every later bar stays below (or above) the close', () => {
    const falling = signalStudy(
      input({
        close: new Float64Array([100, 95, 90]),
        high: new Float64Array([100, 98, 92]),
        low: new Float64Array([100, 94, 88]),
        entry: new Uint8Array([1, 0, 0]),
        to: 2,
        horizons: [5],
      }),
    );
    expect(falling.signals[0].max_gain_pct).toBe(0);
    expect(falling.signals[0].max_loss_pct).toBeCloseTo(-12, 12);
    // the longest horizon (5) runs past the data: the excursions stop at its last bar, the return is null
    expect(falling.signals[0].returns['5']).toBeNull();
  });
});

describe('helpers', () => {
  it('medianOfSorted takes the middle value, or the mean of the middle two', () => {
    expect(medianOfSorted([1, 2, 9])).toBe(2);
    expect(medianOfSorted([1, 2, 4, 9])).toBe(3);
  });

  it('summarise counts only returns above 0 as positive', () => {
    expect(summarise(5, [0, 0, 2, -1]).positive_pct).toBe(25);
  });
});
