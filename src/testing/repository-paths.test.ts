import { readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './test-data-manifest.ts';

/**
 * A clone of this repository must stand on its own: nothing its code, tests, benchmarks, scripts or docs use may live
 * beside it. This reads every text file of those places and fails on any path that leaves the repository.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PLACES = ['src', 'e2e', 'bench', 'scripts', 'server', 'docs', '.ci'];
// eslint.config.js is left out: its relative strings are import patterns, not paths
const TOP_FILES = ['README.md', 'package.json', 'playwright.config.ts', 'vite.config.ts'];
const TEXT = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.md', '.sh', '.html', '.css', '']);
const SKIP = [/^src\/testing\/data\//];

// Built from parts so that this file does not name what it looks for.
const SIBLING = ['..', 'shared'].join('/');
const NAMED_OUTSIDE = new RegExp(
  [`${SIBLING.replace(/\./g, '\\.')}\\b`, 'shared/(data|spec|design)\\b', `DESIGN${'\\.'}md`].join('|'),
);
/** A relative path in quotes, backquotes or a Markdown link: `'../../x'`, `](../x)`. */
const RELATIVE = /(?:['"`(])((?:\.\.\/)+[^'"`)\s]*)/g;

function placeFiles(): string[] {
  const files = PLACES.flatMap((place) => {
    try {
      return filesUnder(join(ROOT, place)).map((f) => `${place}/${f}`);
    } catch {
      return [];
    }
  });
  return [...files, ...TOP_FILES].filter((f) => TEXT.has(extname(f)) && !SKIP.some((re) => re.test(f)));
}

/** What in `text` (of the repository file `file`) points outside the repository. */
export function pathsOutside(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const named = NAMED_OUTSIDE.exec(line);
    if (named) found.push(`${file}:${i + 1}: ${named[0]}`);
    for (const match of line.matchAll(RELATIVE)) {
      const target = resolve(ROOT, dirname(file), match[1]);
      if (relative(ROOT, target).startsWith('..')) found.push(`${file}:${i + 1}: ${match[1]}`);
    }
  });
  return found;
}

describe('the repository stands alone', () => {
  it('finds a path outside the repository where there is one', () => {
    expect(pathsOutside('src/a/b.ts', `new URL('${SIBLING}/data/x.csv', import.meta.url)`)).toHaveLength(1);
    const up = '../'.repeat(3);
    expect(pathsOutside('src/a/b.ts', `join(import.meta.dirname, '${up}x.csv')`)).toEqual([`src/a/b.ts:1: ${up}x.csv`]);
    expect(pathsOutside('README.md', 'see [the spec](../spec/x.md)')).toEqual(['README.md:1: ../spec/x.md']);
    expect(pathsOutside('src/a/b.ts', `import { x } from '../../engine/x.ts';`)).toEqual([]);
    expect(pathsOutside('docs/api.md', 'read [the semantics](../README.md)')).toEqual([]);
  });

  it('no file of src, e2e, bench, scripts, server, docs, .ci or the top-level files names a path outside it', () => {
    const files = placeFiles();
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((f) => pathsOutside(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
