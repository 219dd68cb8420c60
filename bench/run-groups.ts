import type { BenchLine, BenchScale } from './timing.ts';
import { fmt } from './timing.ts';

/** A named set of bench lines, built at the scale it is given. */
export interface BenchGroup {
  readonly name: string;
  run(scale: BenchScale): Promise<BenchLine[]>;
}

const WIDTH = 72;

export function formatLine(l: BenchLine): string {
  const verdict = l.budgetMs === undefined ? '' : l.ms <= l.budgetMs ? 'within budget' : 'OVER BUDGET';
  const budget = l.budgetMs === undefined ? '-' : fmt(l.budgetMs);
  return `${l.name.padEnd(WIDTH)}  ${fmt(l.ms).padStart(10)}  ${budget.padStart(10)}  ${verdict}${l.note ? `  ${l.note}` : ''}`;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the groups one after the other and prints each as soon as it ends. A group that throws is printed as failed
 * with its error and the next one runs: a long run never loses the figures it already has. Returns the failed names.
 */
export async function runGroups(
  groups: readonly BenchGroup[],
  scale: BenchScale,
  print: (text: string) => void,
): Promise<string[]> {
  print(`${'benchmark'.padEnd(WIDTH)}  ${'median'.padStart(10)}  ${'budget'.padStart(10)}  verdict`);
  const failed: string[] = [];
  for (const group of groups) {
    let lines: BenchLine[];
    try {
      lines = await group.run(scale);
    } catch (error) {
      failed.push(group.name);
      print(`${group.name}: FAILED: ${errorText(error)}`);
      continue;
    }
    for (const l of lines) print(formatLine(l));
  }
  return failed;
}
