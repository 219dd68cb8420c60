import { afterEach } from 'vitest';

// Forms keep unsent drafts (and screens their last address) in sessionStorage: one test's draft must not open the
// next test's form. In the node environment there is no storage and nothing to clear.
afterEach(() => {
  globalThis.sessionStorage?.clear();
});
