// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTheme } from '../../app/theme.ts';
import type { ChartSeries } from './chart-series.ts';
import type * as ChartView from './chart-view.ts';
import type { ChartFocus, VisibleSpan } from './chart-view.ts';

type ChartViewModule = typeof ChartView;

/*
 * Focus, log scale and the visible span reach the chart on screen without redrawing it. lightweight-charts needs a
 * canvas, so drawChart and the view helpers are replaced by recorders of what the chart was told.
 */

const calls = vi.hoisted(() => ({
  drawn: 0,
  fits: 0,
  focus: [] as unknown[],
  log: [] as boolean[],
  watch: null as ((span: { from: string; to: string } | null) => void) | null,
}));

vi.mock('./canvas-support.ts', () => ({ canvasSupported: () => true }));
vi.mock('./draw-chart.ts', () => ({
  drawChart: () => {
    calls.drawn++;
    const timeScale = { fitContent: () => calls.fits++, getVisibleRange: () => null, setVisibleRange: () => undefined };
    return { chart: { timeScale: () => timeScale }, update: () => true, remove: () => undefined };
  },
}));
vi.mock('./chart-view.ts', async (original) => ({
  ...(await original<ChartViewModule>()),
  applyFocus: (_: unknown, focus: unknown) => calls.focus.push(focus),
  applyLogScale: (_: unknown, log: boolean) => calls.log.push(log),
  watchVisibleSpan: (_: unknown, onChange: typeof calls.watch) => {
    calls.watch = onChange;
    return () => undefined;
  },
}));

const { TimeSeriesChart } = await import('./time-series-chart.tsx');
const { focusPadding } = await import('./chart-view.ts');

const SERIES: ChartSeries[] = [
  { kind: 'line', name: 'Strategy equity', color: '#1976d2', data: [{ time: '2020-01-02', value: 1 }] },
];

function chart(props: { focus?: ChartFocus | null; logScale?: boolean; onSpan?: (s: VisibleSpan | null) => void }) {
  return (
    <ThemeProvider theme={appTheme}>
      <TimeSeriesChart
        ariaLabel="Equity"
        series={SERIES}
        focus={props.focus}
        logScale={props.logScale}
        onVisibleSpanChange={props.onSpan}
      />
    </ThemeProvider>
  );
}

afterEach(() => {
  cleanup();
  Object.assign(calls, { drawn: 0, fits: 0, focus: [], log: [], watch: null });
});

describe('TimeSeriesChart view', () => {
  it('zooms to a focus and back to the whole series, and switches the scale, in the same chart', () => {
    const view = render(chart({ logScale: false }));
    expect(calls).toMatchObject({ drawn: 1, fits: 1, focus: [], log: [false] });
    const trade = { from: '2020-03-02', to: '2020-03-20' };
    view.rerender(chart({ logScale: false, focus: trade }));
    expect(calls.focus).toEqual([trade]);
    // The same trade clicked again is a new object: the chart zooms to it again.
    view.rerender(chart({ logScale: false, focus: { ...trade } }));
    expect(calls.focus).toEqual([trade, trade]);
    view.rerender(chart({ logScale: false, focus: null }));
    expect(calls.fits).toBe(2);
    view.rerender(chart({ logScale: true, focus: null }));
    expect(calls).toMatchObject({ drawn: 1, log: [false, true] });
  });

  it('leaves the scale alone when none is asked for, and reports the span on screen', () => {
    const spans: (VisibleSpan | null)[] = [];
    render(chart({ onSpan: (s) => spans.push(s) }));
    expect(calls.log).toEqual([]);
    calls.watch?.({ from: '2020-01-02', to: '2020-02-03' });
    expect(spans).toEqual([{ from: '2020-01-02', to: '2020-02-03' }]);
  });
});

describe('focusPadding', () => {
  it('shows half the span either side, at least 5 bars', () => {
    expect(focusPadding(4)).toBe(5);
    expect(focusPadding(10)).toBe(5);
    expect(focusPadding(30)).toBe(15);
  });
});
