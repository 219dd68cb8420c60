import { describe, expect, it } from 'vitest';
import { parseSourceMirror, sourceKeysFromEnv, takeSourceMirrors } from './source-mirrors.ts';

describe('--source NAME=URL', () => {
  it('takes every --source out of a command line, in both spellings, and leaves the other words in order', () => {
    const { mirrors, rest } = takeSourceMirrors([
      'GET',
      '--source',
      'yahoo=http://127.0.0.1:9000/',
      '/data/sources',
      '--source=FRED=https://mirror.example/fred',
      '--wait',
    ]);
    expect(mirrors).toEqual({ yahoo: 'http://127.0.0.1:9000', fred: 'https://mirror.example/fred' });
    expect(rest).toEqual(['GET', '/data/sources', '--wait']);
  });

  it('names what is wrong: no =, an unknown source, a bad address, another protocol, a repeat, a missing value', () => {
    expect(() => parseSourceMirror('yahoo')).toThrow(/NAME=URL/);
    expect(() => parseSourceMirror('bloomberg=http://x')).toThrow(/"bloomberg" is not a source; the sources are yahoo/);
    expect(() => parseSourceMirror('stooq=not an address')).toThrow(
      /--source stooq: "not an address" is not an address/,
    );
    expect(() => parseSourceMirror('cftc=ftp://x')).toThrow(/must start with http:\/\/ or https:\/\/, not ftp:/);
    expect(() => takeSourceMirrors(['--source', 'yahoo=http://a', '--source', 'yahoo=http://b'])).toThrow(/twice/);
    expect(() => takeSourceMirrors(['--source'])).toThrow(/needs NAME=URL/);
  });

  it('reads keys from the environment, an empty one being none', () => {
    expect(sourceKeysFromEnv({ FRED_API_KEY: ' abc ', ALPHAVANTAGE_API_KEY: '' })).toEqual({ fred: 'abc' });
  });
});
