// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberedLocation, useRememberSearch } from './remembered-search.ts';

/** The shell's navigation in small: a link per screen, to the search that screen was left with. */
function Shell() {
  useRememberSearch();
  return (
    <>
      <nav aria-label="Screens">
        {['/scanner', '/data', '/strategy', '/correlation'].map((path) => (
          <Link key={path} to={rememberedLocation(path)}>
            {path.slice(1)}
          </Link>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Shell />, children: [{ path: '*', element: <p>screen</p> }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('remembered searches', () => {
  it('brings a screen back with the day it was left on', async () => {
    const user = userEvent.setup();
    const router = renderAt('/scanner?date=2016-06-24&list=MidTermAI');
    await user.click(screen.getByRole('link', { name: 'data' }));
    expect(router.state.location.pathname).toBe('/data');
    await user.click(screen.getByRole('link', { name: 'scanner' }));
    expect(router.state.location.pathname).toBe('/scanner');
    expect(router.state.location.search).toBe('?date=2016-06-24&list=MidTermAI');
  });

  it('never brings back the builder’s address, which carries a shared strategy to import once', async () => {
    const user = userEvent.setup();
    const router = renderAt('/strategy?s=abc');
    await user.click(screen.getByRole('link', { name: 'data' }));
    await user.click(screen.getByRole('link', { name: 'strategy' }));
    expect(router.state.location.search).toBe('');
  });

  it('brings a screen with views in its path back to the view and its inputs', async () => {
    const user = userEvent.setup();
    const router = renderAt('/correlation/assets?asset.symbols=AAPL');
    await user.click(screen.getByRole('link', { name: 'data' }));
    await user.click(screen.getByRole('link', { name: 'correlation' }));
    expect(router.state.location.pathname).toBe('/correlation/assets');
    expect(router.state.location.search).toBe('?asset.symbols=AAPL');
  });

  it('does not take a task page for the screen’s view', async () => {
    const user = userEvent.setup();
    const router = renderAt('/scanner?date=2016-06-24');
    await user.click(screen.getByRole('link', { name: 'data' }));
    await act(() => router.navigate('/scanner/tasks/abc?x=1'));
    await user.click(screen.getByRole('link', { name: 'scanner' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/scanner?date=2016-06-24');
  });

  it('opens a screen not yet visited on its defaults', () => {
    renderAt('/data');
    expect(screen.getByRole('link', { name: 'scanner' }).getAttribute('href')).toBe('/scanner');
  });
});
