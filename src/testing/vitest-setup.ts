import { afterEach } from 'vitest';

// Forms keep unsent drafts (and screens their last address) in sessionStorage: one test's draft must not open the
// next test's form. In the node environment there is no storage and nothing to clear.
// Testing Library unmounts by itself only under vitest's globals, which we do not use: a screen left mounted keeps its
// queries' timers, and one firing after the DOM environment is torn down fails the run ("window is not defined").
afterEach(async () => {
  globalThis.sessionStorage?.clear();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // let timers scheduled by the unmount (TanStack Query batches its notifications on a 0 ms timeout) run while the
  // environment still exists
  await new Promise((resolve) => setTimeout(resolve, 0));
});
