// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteSavedStrategy, listSavedStrategies, saveStrategy } from '../../client/strategy-library.ts';
import { decodeShare } from '../../client/share-link.ts';
import { STRATEGY_TEMPLATES } from '../../domain/strategy-templates.ts';
import LibraryScreen from './library-screen.tsx';

const [rsi, cross] = STRATEGY_TEMPLATES;

function renderLibrary() {
  const router = createMemoryRouter(
    [
      { path: '/library', element: <LibraryScreen /> },
      { path: '/strategy', element: <p>The builder</p> },
    ],
    { initialEntries: ['/library'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const card = (name: string) => screen.getByRole('article', { name });
const savedSection = () => screen.getByRole('region', { name: 'Saved strategies' });

beforeEach(async () => {
  for (const entry of await listSavedStrategies()) await deleteSavedStrategy(entry.id);
});
afterEach(cleanup);

describe('the Library screen', () => {
  it('points an empty library to the templates and the builder, and lists the eight templates', async () => {
    renderLibrary();
    expect(await screen.findByText('No saved strategies yet')).toBeTruthy();
    expect(within(savedSection()).getByRole('link', { name: 'strategy builder' })).toBeTruthy();
    const templates = within(screen.getByRole('region', { name: 'Templates' })).getAllByRole('article');
    expect(templates).toHaveLength(8);
    expect(within(card('VIX spike')).getByText(/when VIX crosses above 30/)).toBeTruthy();
  });

  it('opens a template in the builder with a share link that carries its strategy', async () => {
    const router = renderLibrary();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'VIX spike' })).getByRole('link', { name: 'Open in builder' }),
    );
    expect(router.state.location.pathname).toBe('/strategy');
    const code = new URLSearchParams(router.state.location.search).get('s')!;
    expect(decodeShare(code)).toMatchObject({ ok: true, shared: { request: { name: 'VIX spike', symbol: 'SPX' } } });
  });

  it('searches by name, tag, note and plain words, filters by tag, and opens by id', async () => {
    const user = userEvent.setup();
    const dip = await saveStrategy({
      name: 'Dip buyer',
      tags: ['mean reversion'],
      note: 'March study',
      request: rsi.request,
    });
    await saveStrategy({ name: 'Trend', tags: ['trend'], request: cross.request });
    const router = renderLibrary();
    expect(await screen.findByRole('article', { name: 'Trend' })).toBeTruthy();
    expect(within(card('Dip buyer')).getByText(/RSI\(14\) crosses above 30/)).toBeTruthy();
    expect(within(card('Dip buyer')).getByText('March study')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search saved strategies' });
    await user.type(search, 'ma spread');
    expect(within(savedSection()).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Trend' })).toBeTruthy();
    expect(screen.getByText('1 of 2 strategies shown')).toBeTruthy();
    await user.clear(search);

    const filter = screen.getByRole('group', { name: 'Filter by tag:' });
    await user.click(within(filter).getByRole('button', { name: 'mean reversion' }));
    expect(within(filter).getByRole('button', { name: 'mean reversion' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(savedSection()).queryByRole('article', { name: 'Trend' })).toBeNull();
    await user.click(within(card('Dip buyer')).getByRole('link', { name: 'Open in builder' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/strategy?open=${dip.id}`);
  });

  it('renames, duplicates and deletes (after asking)', async () => {
    const user = userEvent.setup();
    await saveStrategy({ name: 'Dip buyer', tags: ['spx'], request: rsi.request });
    renderLibrary();
    await user.click(
      within(await screen.findByRole('article', { name: 'Dip buyer' })).getByRole('button', { name: 'Rename' }),
    );
    const name = within(screen.getByRole('dialog', { name: 'Rename “Dip buyer”' })).getByRole('textbox', {
      name: 'Name',
    });
    await user.clear(name);
    await user.type(name, 'RSI dip{Enter}');
    expect(await screen.findByRole('article', { name: 'RSI dip' })).toBeTruthy();
    expect(screen.getByText('Renamed “Dip buyer” to “RSI dip”.')).toBeTruthy();

    await user.click(within(card('RSI dip')).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByRole('article', { name: 'RSI dip (copy)' })).toBeTruthy();

    await user.click(within(card('RSI dip')).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “RSI dip”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “RSI dip”.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(savedSection()).queryByRole('article', { name: 'RSI dip' })).toBeNull();
    expect((await listSavedStrategies()).map((e) => e.name)).toEqual(['RSI dip (copy)']);
  });
});
