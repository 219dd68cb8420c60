import { act, screen } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { expect } from 'vitest';
import { SLOW } from '../../testing/field-assertions.ts';

export { expectFieldError, SLOW } from '../../testing/field-assertions.ts';

/**
 * Each view runs its defaults on opening: waits for that run's results (the region named `results`) and checks that
 * it was the one request so far. `request` spies on the view's method of `connection.analytics`.
 */
export async function waitForDefaultRun(request: MockInstance, results: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: results }, SLOW);
  expect(request).toHaveBeenCalledTimes(1);
  return region;
}

/**
 * No new analysis was started: `request` (a spy on the view's method of `connection.analytics`) has still been
 * called only `count` times and nothing is computing. Waits a moment first, so that a request set off by the last
 * click would have reached the client.
 */
export async function expectNoNewRequest(request: MockInstance, count: number): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(request).toHaveBeenCalledTimes(count);
  expect(screen.queryByRole('status', { name: /^(Computing|Comparing)/ })).toBeNull();
  expect(screen.queryByRole('progressbar', { name: /^(Computing|Comparing)/ })).toBeNull();
}
