import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../client/strategy-library.ts';
import { STRATEGY_TEMPLATES } from '../../domain/strategy-templates.ts';
import { allTags, searchLibrary, withWords } from './library-search.ts';

const base = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const [rsi, cross] = STRATEGY_TEMPLATES;
const entries: LibraryEntry[] = [
  {
    ...base,
    id: '1',
    name: 'Dip buyer',
    tags: ['Mean reversion', 'SPX'],
    note: 'from the March study',
    request: rsi.request,
  },
  { ...base, id: '2', name: 'Trend', tags: ['trend'], note: '', request: cross.request },
  { ...base, id: '3', name: 'Old', tags: ['spx'], note: '', problem: 'its strategy no longer passes' },
];
const listed = entries.map(withWords);
const ids = (query: string, tags: string[] = []) => searchLibrary(listed, query, tags).map((l) => l.entry.id);

describe('searching the library', () => {
  it('matches name, tags, note and the plain words, every word, any case', () => {
    expect(ids('')).toEqual(['1', '2', '3']);
    expect(ids('dip')).toEqual(['1']);
    expect(ids('MEAN reversion')).toEqual(['1']);
    expect(ids('march')).toEqual(['1']);
    expect(ids('MA Spread')).toEqual(['2']);
    expect(ids('rsi crosses')).toEqual(['1']);
    expect(ids('rsi trend')).toEqual([]);
  });

  it('keeps only entries with every chosen tag, whatever its case', () => {
    expect(ids('', ['SPX'])).toEqual(['1', '3']);
    expect(ids('', ['spx', 'mean reversion'])).toEqual(['1']);
    expect(ids('old', ['spx'])).toEqual(['3']);
  });

  it('lists each tag once, alphabetically', () => {
    expect(allTags(entries)).toEqual(['Mean reversion', 'SPX', 'trend']);
  });
});
