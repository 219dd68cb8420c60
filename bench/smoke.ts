import type { BenchGroup } from './run-groups.ts';
import type { BenchLine } from './timing.ts';
import { SMOKE } from './timing.ts';

/**
 * One group's smoke run: every line's work once at a tiny size. It fails when the group throws, gives no line, or
 * gives a line without a time (a line that timed nothing), so a bench that no longer runs fails `npm test`.
 */
export async function smokeRun(group: BenchGroup): Promise<BenchLine[]> {
  const lines = await group.run(SMOKE);
  if (lines.length === 0) throw new Error(`the ${group.name} bench group gave no line`);
  for (const line of lines) {
    if (!(line.name.trim().length > 0 && Number.isFinite(line.ms) && line.ms >= 0))
      throw new Error(`the ${group.name} bench line "${line.name}" has no time (${line.ms})`);
  }
  return lines;
}
