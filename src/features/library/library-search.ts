import type { LibraryEntry } from '../../client/strategy-library.ts';
import { isDamaged } from '../../client/strategy-library.ts';
import { describeStrategy } from '../../domain/describe-strategy.ts';

/** A library entry with the plain words it is shown and searched by (none for a damaged record). */
export interface ListedStrategy {
  entry: LibraryEntry;
  words: string;
}

export const withWords = (entry: LibraryEntry): ListedStrategy => ({
  entry,
  words: isDamaged(entry) ? '' : describeStrategy(entry.request).text,
});

/**
 * The entries whose name, tags, note or plain words hold every word of `query` (any case, any order), and that carry
 * every tag of `tags`: each extra word or tag narrows the list, as a search box and filter chips usually do.
 */
export function searchLibrary(
  listed: readonly ListedStrategy[],
  query: string,
  tags: readonly string[],
): ListedStrategy[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const wanted = tags.map((t) => t.toLowerCase());
  return listed.filter(({ entry, words }) => {
    const own = entry.tags.map((t) => t.toLowerCase());
    if (!wanted.every((t) => own.includes(t))) return false;
    const text = [entry.name, ...entry.tags, entry.note, words].join('\n').toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

/** Every tag in use, each once (the first spelling), in alphabetical order. */
export function allTags(entries: readonly LibraryEntry[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of entries.flatMap((e) => e.tags))
    if (!byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
