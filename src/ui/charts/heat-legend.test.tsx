// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeatLegend } from './heat-legend.tsx';

afterEach(cleanup);

const percent = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(1)}%`;

describe('the heat legend', () => {
  it('writes the low end, the middle and the high end of the scale, and describes them', () => {
    render(<HeatLegend scale={{ limit: 4.2 }} subject="monthly return" format={percent} />);
    const legend = screen.getByRole('img', {
      name: 'Colour scale of monthly return: red at -4.2%, through a neutral grey-white at 0.0%, to blue at +4.2%',
    });
    expect(within(legend).getByText('-4.2%')).toBeTruthy();
    expect(within(legend).getByText('0.0%')).toBeTruthy();
    expect(within(legend).getByText('+4.2%')).toBeTruthy();
  });

  it('centres on the given value with the words for each end', () => {
    // A sweep of drawdowns from -30 to -10: centre -20, limit 10.
    render(
      <HeatLegend
        scale={{ centre: -20, limit: 10 }}
        subject="max drawdown"
        format={(v) => `${v}%`}
        words={['worst', 'middle', 'best']}
      />,
    );
    const legend = screen.getByRole('img', {
      name: 'Colour scale of max drawdown: red at -30% (worst), through a neutral grey-white at -20% (middle), to blue at -10% (best)',
    });
    expect(legend.textContent).toBe('-30%worst-20%middle-10%best');
  });
});
