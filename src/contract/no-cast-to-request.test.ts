import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../testing/source-files.ts';

// Tests may cast a partial fixture (sourceFiles leaves them out); what runs must not.
const SOURCES = sourceFiles(['src', 'server', 'scripts', 'bench', 'e2e']);

/** The source files (tests aside) that write `as <name>`. */
function castsTo(name: string): string[] {
  const cast = new RegExp(`\\bas\\s+${name}\\b`);
  return SOURCES.filter(({ text }) => cast.test(text)).map(({ file }) => file);
}

describe('operator names and requests are parsed, never cast', () => {
  it('finds the source files (a walk that found none would pass anything)', () => {
    expect(SOURCES.map(({ file }) => file)).toContain(join('src', 'contract', 'strategy.ts'));
  });

  it('no file casts to OperatorName: the schema is a z.enum of the names', () => {
    expect(castsTo('OperatorName')).toEqual([]);
  });

  it('no file casts to StrategyParamsRequest: a request from outside is checked with the schema', () => {
    expect(castsTo('StrategyParamsRequest')).toEqual([]);
  });
});
