import type { AddressCodec } from './use-address-state.ts';

/** Sets `key`, or deletes it when the value is the default (`null` or empty). */
export function setOrDelete(params: URLSearchParams, key: string, value: string | null): void {
  if (value === null || value === '') params.delete(key);
  else params.set(key, value);
}

/** Text as typed (a search): absent when empty. */
export function textParam(key: string): AddressCodec<string> {
  return { read: (params) => params.get(key) ?? '', write: (params, value) => setOrDelete(params, key, value) };
}

/** A list of names, comma-separated (`tags=momentum,spx`), each once, in their order; absent when empty. */
export function listParam(key: string): AddressCodec<readonly string[]> {
  return {
    read: (params) => [
      ...new Set(
        (params.get(key) ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
    ],
    write: (params, value) => setOrDelete(params, key, value.join(',')),
  };
}

/** A switch: `key=1` when on, absent when off. */
export function flagParam(key: string): AddressCodec<boolean> {
  return {
    read: (params) => params.get(key) === '1',
    write: (params, on) => setOrDelete(params, key, on ? '1' : null),
  };
}

/** One of a fixed set of values; anything else, or nothing, reads as `fallback`, which is left out of the address. */
export function choiceParam<const C extends string>(key: string, choices: readonly C[], fallback: C): AddressCodec<C> {
  return {
    read: (params) => choices.find((c) => c === params.get(key)) ?? fallback,
    write: (params, value) => setOrDelete(params, key, value === fallback ? null : value),
  };
}

/**
 * A position in a list, 0-based in the code and 1-based in the address as people count (`drawdown=2` is the second),
 * or null for none; anything but a whole number from 1 reads as none.
 */
export function ordinalParam(key: string): AddressCodec<number | null> {
  return {
    read: (params) => {
      const n = Number(params.get(key));
      return Number.isInteger(n) && n >= 1 ? n - 1 : null;
    },
    write: (params, index) => setOrDelete(params, key, index === null ? null : String(index + 1)),
  };
}
