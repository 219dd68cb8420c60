import type { LibraryEntry, SavedStrategy } from '../../client/strategy-library.ts';
import { isDamaged, normaliseTags } from '../../client/strategy-library.ts';
import type { StrategyDetails } from './strategy-details-schema.ts';

const key = (name: string) => name.trim().toLowerCase();

/** The library's strategy of that name (whatever its case), which a save under the name would clash with. */
export function sameName(entries: readonly LibraryEntry[], name: string): SavedStrategy | undefined {
  return entries.find((e): e is SavedStrategy => !isDamaged(e) && key(e.name) === key(name));
}

/** The name a second strategy of that name is kept under: "<name> (2)", or the next number free. */
export function keepBothName(entries: readonly LibraryEntry[], name: string): string {
  const taken = new Set(entries.map((e) => key(e.name)));
  let n = 2;
  while (taken.has(key(`${name} (${n})`))) n += 1;
  return `${name.trim()} (${n})`;
}

/** The tags and note a save over an existing entry keeps: both sets of tags, and the typed note or else the old one. */
export function carriedDetails(existing: SavedStrategy, typed: StrategyDetails): Pick<SavedStrategy, 'tags' | 'note'> {
  return {
    tags: normaliseTags([...existing.tags, ...typed.tags]),
    note: typed.note.trim() === '' ? existing.note : typed.note.trim(),
  };
}
