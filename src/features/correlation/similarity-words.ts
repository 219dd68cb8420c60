/**
 * How a pattern score (0..100: Pearson r of the two price paths, floored at 0, times 100) reads in words. Our own
 * bands, shown beside the score: at 90 and above the paths are near copies; below 25 (r < 0.25) the shapes share
 * little, and 0 includes paths that move against each other.
 */
export const SIMILARITY_BANDS = [
  { min: 90, word: 'very similar' },
  { min: 70, word: 'similar' },
  { min: 50, word: 'somewhat similar' },
  { min: 25, word: 'weakly similar' },
  { min: 0, word: 'not similar' },
] as const;

export type SimilarityWord = (typeof SIMILARITY_BANDS)[number]['word'];

export function similarityWord(score: number): SimilarityWord {
  return (SIMILARITY_BANDS.find((b) => score >= b.min) ?? SIMILARITY_BANDS[SIMILARITY_BANDS.length - 1]).word;
}

/** "90 and up: very similar · 70 to 90: similar · ... · under 25: not similar", for the caption under the score. */
export function describeBands(): string {
  return SIMILARITY_BANDS.map((b, i) => {
    if (i === 0) return `${b.min} and up: ${b.word}`;
    if (b.min === 0) return `under ${SIMILARITY_BANDS[i - 1].min}: ${b.word}`;
    return `${b.min} to ${SIMILARITY_BANDS[i - 1].min}: ${b.word}`;
  }).join(' · ');
}
