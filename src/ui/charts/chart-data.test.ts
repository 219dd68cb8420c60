import { describe, expect, it } from 'vitest';
import { toBandData, toCandleData, toLineData, toSeriesMarkers } from './chart-data.ts';

const t = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 1000;

describe('chart data', () => {
  it('keeps finite points in strictly ascending time', () => {
    expect(
      toLineData([
        { time: '2020-01-02', value: 1 },
        { time: '2020-01-02', value: 2 },
        { time: '2020-01-01', value: 3 },
        { time: 'bad', value: 4 },
        { time: '2020-01-03', value: Number.NaN },
        { time: '2020-01-06', value: 5 },
      ]),
    ).toEqual([
      { time: t('2020-01-02'), value: 1 },
      { time: t('2020-01-06'), value: 5 },
    ]);
  });

  it('makes a column of height 1 for each shaded bar, in time order, each once', () => {
    expect(toBandData(['2020-01-02', '2020-01-03', '2020-01-03', '2020-01-01', 'bad', '2020-01-06'])).toEqual([
      { time: t('2020-01-02'), value: 1 },
      { time: t('2020-01-03'), value: 1 },
      { time: t('2020-01-06'), value: 1 },
    ]);
  });

  it('drops a candle with a missing price', () => {
    expect(
      toCandleData([
        { time: '2020-01-02', open: 1, high: 2, low: 0.5, close: 1.5 },
        { time: '2020-01-03', open: 1, high: Number.NaN, low: 0.5, close: 1.5 },
      ]),
    ).toHaveLength(1);
  });

  it('places markers only on bars the series has, in time order', () => {
    const times = new Set([t('2020-01-02'), t('2020-01-03')]);
    const markers = toSeriesMarkers(
      [
        { time: '2020-01-03', position: 'above', shape: 'arrowDown', color: 'red', text: 'Exit' },
        { time: '2020-01-02', position: 'below', shape: 'arrowUp', color: 'green' },
        { time: '2020-01-04', position: 'below', shape: 'arrowUp', color: 'green' },
      ],
      times,
    );
    expect(markers).toEqual([
      { time: t('2020-01-02'), position: 'belowBar', shape: 'arrowUp', color: 'green' },
      { time: t('2020-01-03'), position: 'aboveBar', shape: 'arrowDown', color: 'red', text: 'Exit' },
    ]);
  });
});
