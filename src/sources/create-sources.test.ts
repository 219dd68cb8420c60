import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBrowserSources } from './create-browser-sources.ts';
import { createNodeSources } from './create-node-sources.ts';
import { liveSignal, sourceFailure } from './test-replay.ts';

/** Every file a module reaches through relative imports, and the packages it imports on the way. */
function reach(file: string, files = new Set<string>(), packages = new Set<string>()) {
  if (files.has(file)) return { files, packages };
  files.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/^import (?!type)[^'"]*['"]([^'"]+)['"]/gm)) {
    if (spec.startsWith('.')) reach(join(dirname(file), spec), files, packages);
    else packages.add(spec);
  }
  return { files, packages };
}

describe('createNodeSources and createBrowserSources', () => {
  it('gives a server every source, with its mirror, and a keyed one without key not ready', async () => {
    const sources = createNodeSources({
      mirrors: { yahoo: 'http://127.0.0.1:9' },
      keys: { alphavantage: 'K' },
    });
    expect([...sources.keys()]).toEqual(['yahoo', 'stooq', 'alphavantage', 'fred', 'cftc']);
    expect(sources.get('yahoo')?.baseUrl).toBe('http://127.0.0.1:9');
    expect(sources.get('stooq')?.baseUrl).toBe('https://stooq.com');
    expect(sources.get('alphavantage')?.ready).toBe(true);
    const fred = sources.get('fred');
    expect(fred?.ready).toBe(false);
    const error = await sourceFailure(fred?.series('DGS10', undefined, liveSignal()) ?? Promise.resolve());
    expect(error.message).toMatch(
      /^fred needs an API key to fetch DGS10: give it in the environment variable FRED_API_KEY/,
    );
  });

  it('gives a browser the sources it can use, none of them through a node library', () => {
    const sources = createBrowserSources({ mirrors: {}, keys: {} });
    expect([...sources.keys()]).toEqual(['stooq', 'alphavantage', 'fred', 'cftc']);
    expect(sources.get('alphavantage')?.description.browserDirect).toBe(true);
    expect(sources.get('cftc')?.description.browserDirect).toBe(true);
    expect(sources.get('fred')?.description.browserDirect).toBe(false);
    const { packages, files } = reach(join(import.meta.dirname, 'create-browser-sources.ts'));
    expect([...packages].sort()).toEqual(['papaparse', 'zod']);
    expect([...files].some((f) => f.includes('yahoo'))).toBe(false);
  });
});
