import { describe, expect, it } from 'vitest';
import { oneDollarCurve } from './one-dollar-curve.ts';
import { series, utc } from './test-series.ts';

const bars = series([
  ['2019-12-30', 50], // 2019 starts on 30 December in the data: its sessions are not numbered, no trade
  ['2019-12-31', 50],
  ['2020-01-02', 100], // 2020 session 1
  ['2020-01-03', 110], // 2
  ['2020-01-06', 121], // 3
  ['2021-01-04', 132], // 2021 session 1; 2020's 4th counted on from its first
  ['2021-01-05', 66], // 2
  ['2021-01-06', 99], // 3
  ['2021-12-31', 132], // 4
  ['2022-01-03', 120], // 2022 session 1
  ['2022-01-04', 120], // 2
  ['2022-01-05', 130], // 3; the data ends before 2022's 4th session
]);

function expectCurve(
  curve: ReturnType<typeof oneDollarCurve>,
  points: ReadonlyArray<readonly [string, number]>,
  trades: ReadonlyArray<readonly [string, string, number]>,
): void {
  expect(curve.points.map((p) => p.time)).toEqual(points.map((p) => utc(p[0])));
  curve.points.forEach((p, i) => expect(p.equity, points[i][0]).toBeCloseTo(points[i][1], 12));
  expect(curve.trades.map((t) => [t.entryTime, t.exitTime])).toEqual(trades.map((t) => [utc(t[0]), utc(t[1])]));
  curve.trades.forEach((t, i) => expect(t.returnPct).toBeCloseTo(trades[i][2], 9));
}

describe('oneDollarCurve', () => {
  it('holds from session entryDay to exitDay of each year, across the year end, compounding', () => {
    // 2020: 110 -> 132 (+20%), exit in 2021; 2021: 66 -> 132 (+100%) on 1.2 carried in; 2022: no exit in the data.
    expectCurve(
      oneDollarCurve(bars, { startYear: 2019, endYear: 2022 }, 2, 4),
      [
        ['2020-01-03', 1],
        ['2020-01-06', 1.1],
        ['2021-01-04', 1.2],
        ['2021-01-05', 1.2],
        ['2021-01-06', 1.8],
        ['2021-12-31', 2.4],
      ],
      [
        ['2020-01-03', '2021-01-04', 20],
        ['2021-01-05', '2021-12-31', 100],
      ],
    );
  });

  it('starts at $1 in the first year of the span', () => {
    expectCurve(
      oneDollarCurve(bars, { startYear: 2021, endYear: 2021 }, 2, 4),
      [
        ['2021-01-05', 1],
        ['2021-01-06', 1.5],
        ['2021-12-31', 2],
      ],
      [['2021-01-05', '2021-12-31', 100]],
    );
  });

  it('sells and buys again at one close as one point', () => {
    // 2020: 100 -> 132 exits on 2021's first session, which is 2021's entry (132 -> 132).
    expectCurve(
      oneDollarCurve(bars, { startYear: 2020, endYear: 2022 }, 1, 4),
      [
        ['2020-01-02', 1],
        ['2020-01-03', 1.1],
        ['2020-01-06', 1.21],
        ['2021-01-04', 1.32],
        ['2021-01-05', 0.66],
        ['2021-01-06', 0.99],
        ['2021-12-31', 1.32],
      ],
      [
        ['2020-01-02', '2021-01-04', 32],
        ['2021-01-04', '2021-12-31', 0],
      ],
    );
  });

  it('skips a year whose entry comes while the dollar is still invested, or falls in the next year', () => {
    // 2020 exits on 2021-01-05, after 2021's entry on 2021-01-04.
    expect(oneDollarCurve(bars, { startYear: 2020, endYear: 2022 }, 1, 5).trades.map((t) => t.entryTime)).toEqual([
      utc('2020-01-02'),
    ]);
    // 2020 has three sessions, so its 4th is in 2021: no 2020 trade. 2021: 132 -> 120.
    expectCurve(
      oneDollarCurve(bars, { startYear: 2020, endYear: 2022 }, 4, 5),
      [
        ['2021-12-31', 1],
        ['2022-01-03', 120 / 132],
      ],
      [['2021-12-31', '2022-01-03', (120 / 132 - 1) * 100]],
    );
  });

  it('is empty when no year has both sessions, and rejects bad days', () => {
    expect(oneDollarCurve(bars, { startYear: 2022, endYear: 2030 }, 1, 4)).toEqual({ points: [], trades: [] });
    expect(() => oneDollarCurve(bars, { startYear: 2020, endYear: 2022 }, 0, 4)).toThrow(RangeError);
    expect(() => oneDollarCurve(bars, { startYear: 2020, endYear: 2022 }, 3, 3)).toThrow(RangeError);
  });
});
