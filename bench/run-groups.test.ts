import { describe, expect, it } from 'vitest';
import type { BenchGroup } from './run-groups.ts';
import { runGroups } from './run-groups.ts';
import { smokeRun } from './smoke.ts';
import type { BenchScale } from './timing.ts';
import { SMOKE } from './timing.ts';

/** A group made like the real ones: its line times some work at the scale it is given. */
function group(name: string, work: () => unknown, events: string[] = []): BenchGroup {
  return {
    name,
    run: async (scale: BenchScale) => {
      events.push(`${name} ran`);
      const t = await scale.time(work, 10, 2);
      return [{ name: `${name} line`, ms: t.medianMs, budgetMs: 1_000 }];
    },
  };
}

const broken = (events: string[] = []) =>
  group(
    'broken',
    () => {
      throw new Error('the bench line broke');
    },
    events,
  );

describe('bench groups', () => {
  it('a broken line fails the smoke run with its error', async () => {
    await expect(smokeRun(broken())).rejects.toThrow('the bench line broke');
    await expect(smokeRun(group('fine', () => 1))).resolves.toHaveLength(1);
  });

  it('a line with no time, or a group with no line, fails the smoke run', async () => {
    const noTime: BenchGroup = { name: 'untimed', run: async () => [{ name: 'untimed line', ms: Number.NaN }] };
    await expect(smokeRun(noTime)).rejects.toThrow('the untimed bench line "untimed line" has no time (NaN)');
    await expect(smokeRun({ name: 'empty', run: async () => [] })).rejects.toThrow(
      'the empty bench group gave no line',
    );
  });

  it('prints each group as it ends, reports a failed one with its error and runs the rest', async () => {
    const events: string[] = [];
    const failed = await runGroups(
      [group('first', () => 1, events), broken(events), group('last', () => 2, events)],
      SMOKE,
      (text) => events.push(text),
    );
    expect(failed).toEqual(['broken']);
    const at = (prefix: string) => events.findIndex((e) => e.startsWith(prefix));
    // The first group's figures are out before the broken group starts, and the last group still runs.
    expect(at('first line')).toBeGreaterThan(at('first ran'));
    expect(at('broken ran')).toBeGreaterThan(at('first line'));
    expect(events[at('broken ran') + 1]).toBe('broken: FAILED: the bench line broke');
    expect(at('last line')).toBeGreaterThan(at('last ran'));
    expect(events[0]).toMatch(/^benchmark +median +budget {2}verdict$/);
    // A line well under its budget of 1,000 ms (fmt writes a time of 100 ms or more in whole milliseconds).
    expect(events[at('first line')]).toMatch(/ {2}1000 ms {2}within budget$/);
  });
});
