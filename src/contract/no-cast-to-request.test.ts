import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'server', 'scripts', 'bench', 'e2e'];

function sourceFiles(folder: string): string[] {
  return (
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      // Tests may cast a partial fixture; what runs must not.
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      .filter((path) => !path.split(/[\\/]/).includes('node_modules'))
      .map((path) => join(ROOT, folder, path))
  );
}

/** The source files (tests aside) that write `as <name>`. */
function castsTo(name: string): string[] {
  const cast = new RegExp(`\\bas\\s+${name}\\b`);
  return FOLDERS.flatMap(sourceFiles)
    .filter((file) => cast.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));
}

describe('operator names and requests are parsed, never cast', () => {
  it('finds the source files (a walk that found none would pass anything)', () => {
    expect(FOLDERS.flatMap(sourceFiles).map((file) => relative(ROOT, file))).toContain(
      join('src', 'contract', 'strategy.ts'),
    );
  });

  it('no file casts to OperatorName: the schema is a z.enum of the names', () => {
    expect(castsTo('OperatorName')).toEqual([]);
  });

  it('no file casts to StrategyParamsRequest: a request from outside is checked with the schema', () => {
    expect(castsTo('StrategyParamsRequest')).toEqual([]);
  });
});
