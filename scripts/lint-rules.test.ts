import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * `npm run lint` must fail on a new import cycle and on an engine import outside its allow-list. Each case lints with
 * the repository's own eslint.config.js, next to a case the same rule lets through, so a rule that stopped reporting
 * (or reported everything) fails here.
 */

const root = join(import.meta.dirname, '..');
/** The first lint parses the config, typescript-eslint and the files an import reaches: seconds on a busy machine. */
const slow = { timeout: 60_000 };
const fixtures = join(root, 'scripts/lint-fixtures/cycle');

/** The rules that reported on each linted file, by file name. */
async function rulesHit(results: Promise<ESLint.LintResult[]>): Promise<Record<string, (string | null)[]>> {
  return Object.fromEntries(
    (await results).map((r) => [r.filePath.slice(r.filePath.lastIndexOf('/') + 1), r.messages.map((m) => m.ruleId)]),
  );
}

/*
 * Two folders up, written so: these imports are resolved from the fixture's virtual place deep in src/engine, but the
 * repository-paths test reads this file from scripts/, where a literal two-folder climb would lead outside the tree.
 */
const UP_TWO = '../'.repeat(2);

describe('import-x/no-cycle', slow, () => {
  it('fails the two files that import each other, not the one that only imports them', async () => {
    // The fixtures are left out of the normal run (eslint.config.js ignores them), so the ignores are off here.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const hit = await rulesHit(eslint.lintFiles(['tick.ts', 'tock.ts', 'clock.ts'].map((f) => join(fixtures, f))));
    expect(hit).toEqual({
      'tick.ts': ['import-x/no-cycle'],
      'tock.ts': ['import-x/no-cycle'],
      'clock.ts': [],
    });
  });
});

describe('the engine imports only from its allow-list', slow, () => {
  const eslint = new ESLint({ cwd: root });
  /** Lints `code` as if it were a file at `path` (nothing is written: the rule reads the import text only). */
  const lint = (path: string, code: string) => rulesHit(eslint.lintText(code, { filePath: join(root, path) }));

  it("takes the engine's own folders, from a source and from a nested folder", async () => {
    expect(
      await lint(
        'src/engine/lint-fixture.ts',
        "import { civilFromDays } from './series/civil.ts';\nexport const f = civilFromDays;\n",
      ),
    ).toEqual({ 'lint-fixture.ts': [] });
    expect(
      await lint(
        'src/engine/scanner/stats/lint-fixture.ts',
        `import { civilFromDays } from '${UP_TWO}series/civil.ts';\nexport const f = civilFromDays;\n`,
      ),
    ).toEqual({ 'lint-fixture.ts': [] });
  });

  it('fails a package, node:fs, another layer and a dynamic import() from an engine source', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { useState } from 'react';",
      "import type { MarketData } from '../service/ports.ts';",
      'export const f = [readFileSync, useState] as unknown as MarketData;',
      "export const g = () => import('../contract/index.ts');",
      '',
    ].join('\n');
    expect(await lint('src/engine/lint-fixture.ts', code)).toEqual({
      'lint-fixture.ts': [
        'no-restricted-imports',
        'no-restricted-imports',
        'no-restricted-imports',
        'no-restricted-syntax',
      ],
    });
  });

  it('lets an engine test read its fixture from disk, but not reach the service', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { expect } from 'vitest';",
      `import { parsePriceCsv } from '${UP_TWO}csv/parse-price-csv.ts';`,
      `import { testService } from '${UP_TWO}service/testing/harness.ts';`,
      'expect([readFileSync, parsePriceCsv, testService]).toHaveLength(3);',
      '',
    ].join('\n');
    expect(await lint('src/engine/cpm/lint-fixture.test.ts', code)).toEqual({
      'lint-fixture.test.ts': ['no-restricted-imports'],
    });
  });
});
