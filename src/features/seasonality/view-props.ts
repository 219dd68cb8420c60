import type { SeasonalityAll, SeasonalityFeature } from '../../contract/index.ts';

export type FeatureOf<K extends SeasonalityFeature> = NonNullable<SeasonalityAll[K]>;

/** A feature of the all-in-one answer, with its meta typed by the contract. */
export function featureOf<K extends SeasonalityFeature>(answer: SeasonalityAll, name: K): FeatureOf<K> | undefined {
  return answer[name] ?? undefined;
}

/** What every view of the results gets: whose figures, over which years, and its feature of the answer. */
export interface ViewProps<K extends SeasonalityFeature> {
  ticker: string;
  /** The years the service used (after clipping to the data). */
  years: { start: number; end: number };
  feature: FeatureOf<K>;
}
