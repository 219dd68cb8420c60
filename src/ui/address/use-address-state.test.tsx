// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { flagParam, listParam, ordinalParam, textParam } from './address-codecs.ts';
import { useAddressState } from './use-address-state.ts';

const SEARCH = textParam('q');
const TAGS = listParam('tags');
const LOG = flagParam('log');
const CHOSEN = ordinalParam('chosen');

/** A small filtered view: a search typed, tags toggled, a switch, and a row chosen with its own history entry. */
function View() {
  const [q, setQ] = useAddressState(SEARCH);
  const [tags, setTags] = useAddressState(TAGS);
  const [log, setLog] = useAddressState(LOG);
  const [chosen, setChosen] = useAddressState(CHOSEN, { history: 'push' });
  return (
    <>
      <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
      {['spx', 'rsi'].map((tag) => (
        <button
          key={tag}
          aria-pressed={tags.includes(tag)}
          onClick={() => setTags((t) => (t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]))}
        >
          {tag}
        </button>
      ))}
      <input type="checkbox" aria-label="Log scale" checked={log} onChange={(e) => setLog(e.target.checked)} />
      <button onClick={() => setChosen(2)}>Choose the third</button>
      <output aria-label="Chosen">{chosen === null ? 'none' : chosen}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/library', element: <View /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const address = () => router.state.location.pathname + router.state.location.search;
  return { router, address };
}

afterEach(cleanup);

describe('useAddressState', () => {
  it('opens on the view the address holds', () => {
    renderAt('/library?q=dip&tags=rsi,spx,rsi&log=1&chosen=3');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('dip');
    expect(screen.getByRole('button', { name: 'spx' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'rsi' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Log scale' }).checked).toBe(true);
    // The third in the address is index 2.
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('2');
  });

  it('reads an address it cannot use as the plain view, and leaves the plain view out of the address', async () => {
    const user = userEvent.setup();
    const { address } = renderAt('/library?log=yes&chosen=0&tags=,,&other=kept');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Log scale' }).checked).toBe(false);
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('none');
    expect(screen.getByRole('button', { name: 'spx' }).getAttribute('aria-pressed')).toBe('false');
    // Switched on and off again: the plain view's address, the other screen's parameter left alone.
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    await waitFor(() => expect(address()).toBe('/library?log=1&chosen=0&tags=%2C%2C&other=kept'));
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    await waitFor(() => expect(address()).toBe('/library?chosen=0&tags=%2C%2C&other=kept'));
  });

  it('writes each keystroke and toggle into the address by replacing the entry', async () => {
    const user = userEvent.setup();
    const { router, address } = renderAt('/library');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'rsi dip');
    await user.click(screen.getByRole('button', { name: 'spx' }));
    await user.click(screen.getByRole('button', { name: 'rsi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    await waitFor(() => expect(address()).toBe('/library?q=rsi+dip&tags=spx%2Crsi&log=1'));
    // Every change replaced the one entry: there is nothing to go back to.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('rsi dip');

    await user.click(screen.getByRole('button', { name: 'spx' }));
    await user.click(screen.getByRole('checkbox', { name: 'Log scale' }));
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await waitFor(() => expect(address()).toBe('/library?tags=rsi'));
  });

  it('two changes in the same moment both reach the address', async () => {
    const { address } = renderAt('/library?q=dip');
    // Both before the first navigation lands.
    act(() => {
      screen.getByRole('checkbox', { name: 'Log scale' }).click();
      screen.getByRole('button', { name: 'spx' }).click();
    });
    act(() => screen.getByRole('button', { name: 'rsi' }).click());
    await waitFor(() => expect(address()).toBe('/library?q=dip&log=1&tags=spx%2Crsi'));
  });

  it('a pushed choice is a history entry: Back returns to the view before it', async () => {
    const user = userEvent.setup();
    const { router, address } = renderAt('/library?q=dip');
    await user.click(screen.getByRole('button', { name: 'Choose the third' }));
    await waitFor(() => expect(address()).toBe('/library?q=dip&chosen=3'));
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(address()).toBe('/library?q=dip');
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('none');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('dip');
  });

  it('a link to another view of the same screen shows that view', async () => {
    const { router } = renderAt('/library?q=dip&log=1');
    await act(() => router.navigate('/library?tags=spx'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('');
    expect(screen.getByRole('button', { name: 'spx' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Log scale' }).checked).toBe(false);
  });
});
