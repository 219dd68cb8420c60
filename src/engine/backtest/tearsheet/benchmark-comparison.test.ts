import { describe, expect, it } from 'vitest';
import { compareWithBenchmark } from './benchmark-comparison.ts';

const DAY = 86_400_000;
const day = (label: string) => Date.parse(`${label}T00:00:00Z`);

/** Compounds a start value by each return in turn: the start, then one value per return. */
function compound(start: number, returns: readonly number[]): number[] {
  const out = [start];
  for (const r of returns) out.push(out[out.length - 1] * (1 + r));
  return out;
}

describe('compareWithBenchmark on a 10-bar result', () => {
  // Ten weekdays, 4 to 15 March 2024. The benchmark has no bar on 11 March (bar 5), so 9 dates match and there are
  // 8 returns; the strategy's return from bar 4 to bar 6 spans the missing date.
  const labels = ['04', '05', '06', '07', '08', '11', '12', '13', '14', '15'].map((d) => `2024-03-${d}`);
  const time = Float64Array.from(labels.map(day));
  // Benchmark returns (percent) alternate up and down with mean 0: sum of squares 4 x 2^2 + 4 x 4^2 = 80.
  const rb = [2, -2, 2, -2, 4, -4, 4, -4].map((x) => x / 100);
  // A noise with mean 0 whose products with rb sum to 2 - 2 - 2 + 2 + 4 - 4 - 4 + 4 = 0, and sum of squares 8.
  const noise = [1, 1, -1, -1, 1, 1, -1, -1].map((x) => x / 100);
  // Strategy returns: 1.5 x rb + noise + 0.5%, i.e. 4.5, -1.5, 2.5, -3.5, 7.5, -4.5, 5.5, -6.5 percent.
  const rs = rb.map((b, i) => 1.5 * b + noise[i] + 0.005);
  const matchedEquity = compound(100_000, rs);
  // The unmatched bar 5 sits between bars 4 and 6 at any value; it takes no part in the returns.
  const equity = Float64Array.from([...matchedEquity.slice(0, 5), 123_456, ...matchedEquity.slice(5)]);
  const matchedCloses = compound(400, rb);
  // The benchmark also has bars outside the window, and one on a Saturday that the result lacks.
  const benchmark = {
    time: Float64Array.from([
      day('2024-02-29'),
      day('2024-03-01'),
      ...[0, 1, 2, 3, 4].map((i) => time[i]),
      day('2024-03-09'),
      ...[6, 7, 8, 9].map((i) => time[i]),
      day('2024-03-18'),
    ]),
    close: Float64Array.from([390, 395, ...matchedCloses.slice(0, 5), 999, ...matchedCloses.slice(5), 410]),
  };
  const figures = compareWithBenchmark(time, equity, benchmark, 100_000, 252)!;

  it('matches 9 of the 10 dates and scales the benchmark to the capital on the first', () => {
    expect(figures.datesMatched).toBe(9);
    const expected = [...matchedCloses.slice(0, 5), NaN, ...matchedCloses.slice(5)].map((c) => (c * 100_000) / 400);
    expect(Array.from(figures.equity)).toHaveLength(10);
    expected.forEach((x, i) => {
      if (Number.isNaN(x)) expect(figures.equity[i]).toBeNaN();
      else expect(figures.equity[i], `bar ${i}`).toBeCloseTo(x, 6);
    });
    expect(figures.equity[0]).toBe(100_000);
  });

  it('beta 120 / 80, alpha 0.5% a bar x 252, correlation 120 / sqrt(188 x 80)', () => {
    // cov(rs, rb) x 8 = 1.5 x 80 + (noise . rb = 0) = 120; var(rs) x 8 = 1.5^2 x 80 + 8 = 188 (percent squared).
    expect(figures.beta).toBeCloseTo(1.5, 10);
    // mean(rs) = 0.5%, mean(rb) = 0: alpha = (0.005 - 1.5 x 0) x 252 x 100.
    expect(figures.alphaPct).toBeCloseTo(126, 8);
    expect(figures.correlation).toBeCloseTo(120 / Math.sqrt(188 * 80), 10);
  });

  it('tracking error and information ratio from d = rs - rb = 0.5 rb + noise + 0.5%', () => {
    // Squared deviations of d sum to 0.25 x 80 + 8 = 28 (percent squared); sample variance 28 / 7 = 4, sd 2%.
    expect(figures.trackingErrorPct).toBeCloseTo(0.02 * Math.sqrt(252) * 100, 8);
    // mean(d) = 0.5%: (0.005 x 252) / (0.02 x sqrt(252)) = 0.25 x sqrt(252).
    expect(figures.informationRatio).toBeCloseTo(0.25 * Math.sqrt(252), 8);
  });

  it('up capture 20 / 12, down capture -16 / -12', () => {
    // Up periods (rb 2, 2, 4, 4): rs 4.5 + 2.5 + 7.5 + 5.5 = 20. Down (rb -2, -2, -4, -4): rs -1.5 - 3.5 - 4.5 - 6.5 = -16.
    expect(figures.upCapturePct).toBeCloseTo((20 / 12) * 100, 8);
    expect(figures.downCapturePct).toBeCloseTo((-16 / -12) * 100, 8);
  });

  it("the benchmark's total return and CAGR from 4 to 15 March", () => {
    const growth = 1.02 * 0.98 * 1.02 * 0.98 * 1.04 * 0.96 * 1.04 * 0.96;
    expect(figures.totalReturnPct).toBeCloseTo((growth - 1) * 100, 10);
    expect(figures.cagrPct).toBeCloseTo((growth ** (365.25 / 11) - 1) * 100, 8);
  });
});

describe('compareWithBenchmark edge cases', () => {
  const time = Float64Array.from([0, 1, 2, 3].map((i) => day('2024-01-02') + i * DAY));
  const equity = Float64Array.from([100, 102, 101, 103]);

  it('starts the benchmark curve on its first bar inside the window', () => {
    const late = { time: time.slice(2), close: Float64Array.from([50, 55]) };
    const f = compareWithBenchmark(time, equity, late, 100, 252)!;
    expect(f.datesMatched).toBe(2);
    expect(Array.from(f.equity.slice(0, 2)).every(Number.isNaN)).toBe(true);
    expect(f.equity[2]).toBe(100);
    expect(f.equity[3]).toBeCloseTo(110, 10);
    expect(f.totalReturnPct).toBeCloseTo(10, 10);
    // One return: no deviation, so the ratios are null; the capture of the one up period is 103/101 - 1 over 10%.
    expect(f.beta).toBeNull();
    expect(f.correlation).toBeNull();
    expect(f.trackingErrorPct).toBeNull();
    expect(f.informationRatio).toBeNull();
    expect(f.upCapturePct).toBeCloseTo(((103 / 101 - 1) / 0.1) * 100, 8);
    expect(f.downCapturePct).toBeNull();
  });

  it('a flat benchmark has no beta, alpha, correlation or capture', () => {
    const flat = { time, close: Float64Array.from([10, 10, 10, 10]) };
    const f = compareWithBenchmark(time, equity, flat, 100, 252)!;
    expect(f.totalReturnPct).toBe(0);
    expect(f.beta).toBeNull();
    expect(f.alphaPct).toBeNull();
    expect(f.correlation).toBeNull();
    expect(f.upCapturePct).toBeNull();
    expect(f.downCapturePct).toBeNull();
    // The strategy's own returns still differ from 0, so the tracking error is theirs.
    expect(f.trackingErrorPct).toBeGreaterThan(0);
  });

  it('null when no date matches (other dates, or a zero close)', () => {
    const elsewhere = { time: Float64Array.from([day('2030-01-02')]), close: Float64Array.from([1]) };
    expect(compareWithBenchmark(time, equity, elsewhere, 100, 252)).toBeNull();
    const zero = { time: time.slice(0, 1), close: Float64Array.from([0]) };
    expect(compareWithBenchmark(time, equity, zero, 100, 252)).toBeNull();
  });
});
