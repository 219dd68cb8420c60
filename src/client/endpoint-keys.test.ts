import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../contract/index.ts';
import { sourceFiles } from '../testing/source-files.ts';

describe('the app’s calls', () => {
  const sources = sourceFiles(['src/client', 'src/features', 'src/ui', 'src/app']);

  it('name endpoints of the table: every method-and-path the app writes is an ENDPOINTS key', () => {
    const named = sources.flatMap(({ text }) =>
      [...text.matchAll(/'((?:GET|POST|DELETE) \/[^']*)'/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((key) => !Object.hasOwn(ENDPOINTS, key))).toEqual([]);
  });

  it('include the data library, CSV and option preview, each by its /data key in the library client', () => {
    const library = sources.find((s) => s.file === 'src/client/library-client.ts')!.text;
    const keys = [...library.matchAll(/this\.call\(\s*'([^']+)'/g)].map((m) => m[1]).sort();
    expect(keys).toEqual(
      [
        'DELETE /data/csv/previews/:preview_id',
        'DELETE /data/library/:symbol',
        'GET /data/library',
        'GET /data/library/:symbol/bars',
        'POST /data/csv/previews',
        'POST /data/csv/previews/:preview_id/run',
        'POST /data/csv/previews/:preview_id/validate',
        'POST /data/csv/read',
        'POST /data/library',
        'POST /data/library/wide',
        'POST /data/options/preview',
        // a chart's bars: the fetched series first
        'GET /data/symbols/:symbol/bars',
      ].sort(),
    );
  });

  it('reach the worker only as http requests, sent by the worker transport alone', () => {
    const posting = sources.filter(({ text }) => /\.send\(/.test(text)).map((s) => s.file);
    expect(posting).toEqual(['src/client/backtest-client.ts']);
    const messages = sources.flatMap(({ text }) =>
      [...text.matchAll(/\btype: '([a-z]+\.[a-zA-Z]+)'/g)].map((m) => m[1]),
    );
    expect(messages).toEqual([]);
  });
});
