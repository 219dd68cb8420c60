/*
 * `npm run outdated`: every dependency is at its newest release, or held back for a reason written here. Not part of
 * `npm test`: the answer changes whenever a package is published, and a test must not fail because of that.
 */
import { execFileSync } from 'node:child_process';
import { z } from 'zod';

/** The packages held back on purpose, each with why. Remove a line once its reason is gone. */
const HELD_BACK: Readonly<Record<string, string>> = {
  // Node's types follow the Node we run on (24 LTS, package.json's engines): newer ones describe APIs it lacks.
  '@types/node': 'the types of Node 24, the runtime we support; newer majors describe a newer Node',
  // typescript-eslint 8 (the lint step's type-aware rules) supports TypeScript below 6.1; 7 is the native port,
  // whose compiler API it cannot use yet.
  typescript: 'typescript-eslint 8 supports TypeScript < 6.1 only (its peer range); 7 is the native port',
};

const OutdatedSchema = z.record(z.string(), z.object({ current: z.string().optional(), latest: z.string() }));

/** `npm outdated --json` exits 1 whenever something is outdated; its answer is on standard output either way. */
function npmOutdated(): string {
  try {
    return execFileSync('npm', ['outdated', '--json'], { encoding: 'utf8' });
  } catch (error) {
    const stdout = z.object({ stdout: z.string() }).safeParse(error);
    if (stdout.success) return stdout.data.stdout;
    throw error;
  }
}

/** The outdated packages not held back on purpose, each as a line to print. */
function unexplained(outdated: z.infer<typeof OutdatedSchema>): string[] {
  return Object.entries(outdated)
    .filter(([name]) => !(name in HELD_BACK))
    .map(([name, { current, latest }]) => `${name}: ${current ?? 'not installed'} -> ${latest}`);
}

const text = npmOutdated().trim();
const outdated = OutdatedSchema.parse(text === '' ? {} : JSON.parse(text));
for (const [name, why] of Object.entries(HELD_BACK))
  if (name in outdated)
    console.log(`held back: ${name} ${outdated[name].current} (newest ${outdated[name].latest}): ${why}`);
const left = unexplained(outdated);
for (const line of left) console.log(`outdated: ${line}`);
if (left.length > 0) process.exit(1);
console.log('every other dependency is at its newest release');
