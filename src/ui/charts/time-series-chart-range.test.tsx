// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTheme } from '../../app/theme.ts';
import type { ChartSeries } from './chart-series.ts';

/*
 * The live charts keep the reader's range across re-runs: new data goes into the chart on screen, fitted only when
 * first drawn. lightweight-charts needs a canvas, so drawChart is replaced by a recorder of what the chart was told.
 */

const calls = vi.hoisted(() => ({
  drawn: 0,
  updates: 0,
  removed: 0,
  fits: 0,
  ranges: [] as unknown[],
  moved: false,
  viewMoved: false,
}));
const RANGE = { from: 1_600_000_000, to: 1_610_000_000 };

vi.mock('./canvas-support.ts', () => ({ canvasSupported: () => true }));
vi.mock('./draw-chart.ts', () => ({
  drawChart: () => {
    calls.drawn++;
    // The view after new data: as before, except when the test moves it (as a change in the bars would).
    const timeScale = {
      getVisibleRange: () => (calls.viewMoved ? { from: 0, to: 1 } : RANGE),
      setVisibleRange: (range: unknown) => calls.ranges.push(range),
      fitContent: () => calls.fits++,
    };
    return {
      chart: { timeScale: () => timeScale },
      update: () => {
        calls.updates++;
        calls.viewMoved = calls.moved;
        return true;
      },
      remove: () => calls.removed++,
    };
  },
}));

const { TimeSeriesChart } = await import('./time-series-chart.tsx');

const line = (value: number): ChartSeries[] => [
  { kind: 'line', name: 'Strategy equity', color: '#1976d2', data: [{ time: '2020-01-02', value }] },
];

function chart(series: ChartSeries[], keepVisibleRange: boolean) {
  return (
    <ThemeProvider theme={appTheme}>
      <TimeSeriesChart ariaLabel="Equity" series={series} keepVisibleRange={keepVisibleRange} />
    </ThemeProvider>
  );
}

afterEach(() => {
  cleanup();
  Object.assign(calls, { drawn: 0, updates: 0, removed: 0, fits: 0, ranges: [], moved: false, viewMoved: false });
});

describe('TimeSeriesChart across new series', () => {
  it('with keepVisibleRange: fits once, then puts new data into the same chart and keeps the range', () => {
    const view = render(chart(line(1), true));
    expect(calls).toMatchObject({ drawn: 1, fits: 1, ranges: [] });
    view.rerender(chart(line(2), true));
    // The same bars: the view did not move, so nothing is set.
    expect(calls).toMatchObject({ drawn: 1, updates: 1, fits: 1, ranges: [], removed: 0 });
    calls.moved = true;
    view.rerender(chart(line(3), true));
    expect(calls).toMatchObject({ drawn: 1, updates: 2, fits: 1, ranges: [RANGE], removed: 0 });
    view.unmount();
    expect(calls.removed).toBe(1);
  });

  it('without it: new data is fitted whole each time, still in the same chart', () => {
    const view = render(chart(line(1), false));
    view.rerender(chart(line(2), false));
    expect(calls).toMatchObject({ drawn: 1, updates: 1, fits: 2, ranges: [] });
  });
});
