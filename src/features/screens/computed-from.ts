import type { ScreenRecord } from '../../contract/index.ts';

/**
 * What a computed screen says it was computed from (its records' `computed_from`, each different text once), or
 * undefined for a published screen, whose records do not carry it.
 */
export function computedFrom(records: readonly ScreenRecord[]): string | undefined {
  const texts = [...new Set(records.map((r) => r.computed_from).filter((t) => typeof t === 'string'))];
  return texts.length > 0 ? texts.join('; ') : undefined;
}
