// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appTheme } from '../../app/theme.ts';
import { HistogramChart } from './histogram-chart.tsx';
import { TimeSeriesChart } from './time-series-chart.tsx';

afterEach(cleanup);

describe('chart wrappers in a DOM without canvas', () => {
  it('keep their accessible name and legend, and say the chart is unavailable', () => {
    render(
      <ThemeProvider theme={appTheme}>
        <TimeSeriesChart
          ariaLabel="Equity from 2020-01-02 to 2020-01-03"
          series={[
            { kind: 'line', name: 'Strategy equity', color: '#1976d2', data: [{ time: '2020-01-02', value: 1 }] },
            { kind: 'area', name: 'Drawdown', color: '#d32f2f', data: [], pane: 1, format: 'percent' },
          ]}
        />
      </ThemeProvider>,
    );
    const chart = screen.getByRole('img', { name: 'Equity from 2020-01-02 to 2020-01-03' });
    expect(chart.textContent).toMatch(/Chart unavailable in this browser/);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('Strategy equityDrawdown');
  });

  it('render a histogram under its accessible name', () => {
    render(
      <ThemeProvider theme={appTheme}>
        <HistogramChart
          ariaLabel="Histogram of 3 trade returns"
          countLabel="Trades"
          bars={[
            { label: '-2% to 0%', count: 1, tone: 'negative' },
            { label: '0% to 2%', count: 2, tone: 'positive' },
          ]}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Histogram of 3 trade returns' })).toBeTruthy();
  });
});
