import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** How a piece of a screen's view is kept in the address: its keys, read and written. */
export interface AddressCodec<T> {
  /** The value the address holds; anything missing or unreadable there reads as the default. */
  read: (params: URLSearchParams) => T;
  /** Writes the value into `params`, deleting its keys when it is the default, so a plain view keeps a plain address. */
  write: (params: URLSearchParams, value: T) => void;
}

export interface AddressStateOptions {
  /**
   * `replace` (the default) for what changes with every key or click, so Back leaves the view rather than undoing a
   * keystroke; `push` for a choice the analyst may want to go Back from.
   */
  history?: 'replace' | 'push';
}

export type AddressStateSetter<T> = (next: T | ((previous: T) => T)) => void;

function isUpdater<T>(next: T | ((previous: T) => T)): next is (previous: T) => T {
  return typeof next === 'function';
}

/**
 * The address last asked for and the address it was asked from. A navigation lands a moment after it is asked for:
 * a second change in that moment (the log switch, then a drawdown at once) must build on the first, not on the
 * address both were made from, or it would undo it. Shared by every hook of the page, so module-wide.
 */
let asked: { from: string; search: string } | null = null;

/**
 * A piece of view state (a search, a filter, a switch) that lives in the page address, so a reload, a bookmark or a
 * copied link shows the same view. The state shows a change at once and the address follows; only someone else's
 * navigation (Back, Forward, a link) reads the address again, so a fast typist is never overtaken by a lagging
 * address. The codec must be a module constant or memoised.
 */
export function useAddressState<T>(
  codec: AddressCodec<T>,
  { history = 'replace' }: AddressStateOptions = {},
): [T, AddressStateSetter<T>] {
  const [params, setParams] = useSearchParams();
  // `read`: the value came from the address, which needs no writing back (several of these hooks writing at once,
  // each from the same address, would undo each other).
  const [state, setState] = useState(() => ({ value: codec.read(params), read: true }));
  const { key, pathname } = useLocation();
  const navigation = useNavigationType();
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    if (navigation !== 'REPLACE') setState({ value: codec.read(params), read: true });
  }

  useEffect(() => {
    if (state.read) return;
    const from = `${key} ${pathname}?${params.toString()}`;
    const next = new URLSearchParams(asked?.from === from ? asked.search : params);
    codec.write(next, state.value);
    if (next.toString() === params.toString()) return;
    asked = { from, search: next.toString() };
    setParams(next, { replace: history === 'replace' });
    // The address is read here, not watched: a change of it alone is someone else's, read above.
  }, [state]);

  const set = useCallback<AddressStateSetter<T>>(
    (next) => setState((previous) => ({ value: isUpdater(next) ? next(previous.value) : next, read: false })),
    [],
  );
  return [state.value, set];
}
