import { describe, expect, it } from 'vitest';
import { BENCH_GROUPS } from './groups.ts';
import { smokeRun } from './smoke.ts';

/*
 * Every line of `npm run bench`, once at a tiny size: a bench that no longer runs fails here rather than at the next
 * full run. No time is asserted (speed is the full run's business).
 */
describe('every bench group at a tiny size', () => {
  for (const group of BENCH_GROUPS) {
    it(`runs the ${group.name} group`, async () => {
      const lines = await smokeRun(group);
      expect(lines.length).toBeGreaterThan(0);
      // Only a guard against a hang: the sweep group starts a server with worker threads, slow on a busy machine.
    }, 60_000);
  }
});
