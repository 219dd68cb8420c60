// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { createTestConnection } from '../../testing/test-connection.ts';
import CorrelationScreen from './correlation-screen.tsx';
import { SLOW } from './test-helpers.ts';

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Current address">{pathname}</output>;
}

async function renderScreen(route: string) {
  renderApp(
    <>
      <CorrelationScreen />
      <Location />
    </>,
    await createTestConnection(),
    { route, path: '/correlation/:view' },
  );
  return () => screen.getByRole('status', { name: 'Current address' }).textContent;
}

describe('Correlation screen', () => {
  afterEach(() => {
    cleanup();
    // A draft left by one test (kept for the tab's life) would be the next test's form.
    sessionStorage.clear();
  });

  it('has a tab per view that changes the address, from the keyboard too', async () => {
    const address = await renderScreen('/correlation/symbols');
    const tabs = within(screen.getByRole('tablist', { name: 'Correlation views' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Symbol correlation',
      'Rolling beta',
      'Asset correlation',
      'Pattern correlation',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    await userEvent.click(tabs[2]);
    expect(address()).toBe('/correlation/assets');
    expect(screen.getByRole('form', { name: 'Asset correlation settings' })).toBeTruthy();

    // Arrow keys move between tabs; Enter follows the focused one.
    screen.getByRole('tab', { name: 'Asset correlation' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(address()).toBe('/correlation/pattern');
    expect(screen.getByRole('tab', { name: 'Pattern correlation' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps what was typed and the results when switching views', async () => {
    await renderScreen('/correlation/symbols');
    const symbols = screen.getByRole('form', { name: 'Symbol correlation settings' });
    const window = within(symbols).getByRole('textbox', { name: 'Rolling window (trading days)' });
    await userEvent.clear(window);
    await userEvent.type(window, '63');
    await userEvent.click(within(symbols).getByRole('button', { name: 'Run correlation' }));
    // The defaults' 21-day results are on screen from the start: wait for this run's.
    await screen.findByRole('img', { name: /^Rolling 63-day correlation/ }, SLOW);

    // Beta uses the same form: the window typed for correlation is there.
    await userEvent.click(screen.getByRole('tab', { name: 'Rolling beta' }));
    const beta = screen.getByRole('form', { name: 'Rolling beta settings' });
    expect(
      (within(beta).getByRole('textbox', { name: 'Rolling window (trading days)' }) as HTMLInputElement).value,
    ).toBe('63');
    await userEvent.click(screen.getByRole('tab', { name: 'Pattern correlation' }));
    const pattern = screen.getByRole('form', { name: 'Pattern correlation settings' });
    await userEvent.clear(within(pattern).getByLabelText('Reference symbol'));
    await userEvent.type(within(pattern).getByLabelText('Reference symbol'), 'msft');

    await userEvent.click(screen.getByRole('tab', { name: 'Symbol correlation' }));
    const rolling = await screen.findByRole('region', { name: 'Rolling correlation' });
    expect(within(rolling).getByRole('img').getAttribute('aria-label')).toMatch(/^Rolling 63-day correlation/);
    await userEvent.click(screen.getByRole('tab', { name: 'Pattern correlation' }));
    expect((screen.getByLabelText('Reference symbol') as HTMLInputElement).value).toBe('MSFT');
  });

  it('opens a bookmarked address on its inputs, runs them, and carries them across tabs', async () => {
    const connection = await createTestConnection();
    const patternCorrelation = vi.spyOn(connection.analytics, 'patternCorrelation');
    renderApp(<CorrelationScreen />, connection, {
      route:
        '/correlation/pattern?pattern.referenceStartDate=2000-03-01&pattern.referenceEndDate=2000-12-29' +
        '&sym.benchmark=DJI&sym.roll_window=63',
      path: '/correlation/:view',
    });
    const pattern = screen.getByRole('form', { name: 'Pattern correlation settings' });
    expect((within(pattern).getByLabelText('Reference start date') as HTMLInputElement).value).toBe('2000-03-01');
    expect((within(pattern).getByLabelText('Reference symbol') as HTMLInputElement).value).toBe('SPX');
    await screen.findByRole('region', { name: 'Pattern similarity' }, SLOW);
    expect(patternCorrelation).toHaveBeenCalledWith({
      referenceSymbol: 'SPX',
      referenceStartDate: '2000-03-01',
      referenceEndDate: '2000-12-29',
      comparisonSymbol: 'DJI',
      comparisonStartDate: '2020-01-02',
      comparisonEndDate: '2020-03-12',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Rolling beta' }));
    const beta = screen.getByRole('form', { name: 'Rolling beta settings' });
    expect((within(beta).getByRole('combobox', { name: 'Benchmark' }) as HTMLInputElement).value).toBe('DJI');
    expect(
      (within(beta).getByRole('textbox', { name: 'Rolling window (trading days)' }) as HTMLInputElement).value,
    ).toBe('63');
  });

  it('sends an unknown view to symbol correlation', async () => {
    const address = await renderScreen('/correlation/nonsense');
    expect(address()).toBe('/correlation/symbols');
    expect(screen.getByRole('form', { name: 'Symbol correlation settings' })).toBeTruthy();
  });
});
