import type { SourceInfo, SourceKind } from '../../../contract/index.ts';

const KIND_WORDS: Record<SourceKind, string> = {
  prices: 'prices',
  options: 'option chains',
  fundamentals: 'fundamentals',
  indicators: 'indicator series',
};

/** What a source gives, in words: "prices, option chains and fundamentals". */
export function kindsText(kinds: readonly SourceKind[]): string {
  const words = kinds.map((k) => KIND_WORDS[k]);
  return words.length <= 1 ? (words[0] ?? 'nothing') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** Whether a source can be used now, and why not. */
export function readinessText(source: SourceInfo): string {
  if (source.ready) return source.needs_key ? 'Ready (key set)' : 'Ready';
  return source.needs_key ? 'Needs a key' : 'Not available here';
}

/**
 * The source a fetch of prices starts on: the first ready one that gives prices. In the browser, one that answers a
 * page directly comes first: the others (stooq, fred) work there only through a mirror that does.
 */
export function defaultPriceSource(sources: readonly SourceInfo[], inBrowser: boolean): SourceInfo | undefined {
  const usable = sources.filter((s) => s.ready && s.kinds.includes('prices'));
  return (inBrowser ? usable.find((s) => s.browser_direct) : undefined) ?? usable[0];
}
