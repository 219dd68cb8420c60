import type { AssetCorrData } from '../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../contract/index.ts';

export interface AssetMatrix {
  /** The symbols with prices: the universe's in the spec's order, then the added ones. */
  labels: string[];
  /** values[row][column]; 1 on the diagonal, null for a pair the service sent no coefficient for. */
  values: (number | null)[][];
  /** observations[row][column]: the common daily returns of the pair; null where there is no coefficient. */
  observations: (number | null)[][];
  /** Why each missing symbol is missing (the service's reason, or a plain "no data"). */
  notes: Record<string, string>;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The pairwise `corr_info` as a square matrix of the symbols that have prices; the ones without are left out of it
 * and listed in `notes`, so that twelve empty rows do not crowd the few with values.
 */
export function assetMatrix(data: AssetCorrData): AssetMatrix {
  const missing = new Set(data.missing);
  const seen = new Set<string>(ASSET_UNIVERSE);
  const added: string[] = [];
  for (const symbol of data.corr_info.flatMap((p) => [p.symbol_1, p.symbol_2]))
    if (!seen.has(symbol)) {
      seen.add(symbol);
      added.push(symbol);
    }
  const labels = [...ASSET_UNIVERSE, ...added].filter((s) => !missing.has(s));
  const pairs = new Map(data.corr_info.map((p) => [pairKey(p.symbol_1, p.symbol_2), p]));
  const cell = (row: string, column: string) => (row === column ? undefined : pairs.get(pairKey(row, column)));
  const values = labels.map((row) =>
    labels.map((column) => (row === column ? 1 : (cell(row, column)?.correlation ?? null))),
  );
  const observations = labels.map((row) => labels.map((column) => cell(row, column)?.observations ?? null));
  const notes: Record<string, string> = {};
  for (const symbol of data.missing) notes[symbol] = data.missing_reasons?.[symbol] ?? 'no data';
  return { labels, values, observations, notes };
}

/** Missing symbols grouped by their reason, so that twelve symbols without data read as one line. */
export function missingByReason(notes: Readonly<Record<string, string>>): { reason: string; symbols: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const [symbol, reason] of Object.entries(notes)) groups.set(reason, [...(groups.get(reason) ?? []), symbol]);
  return [...groups].map(([reason, symbols]) => ({ reason, symbols }));
}

/** The smallest and largest count of common returns over the pairs, or null when no pair has one. */
export function observationRange(data: AssetCorrData): { min: number; max: number } | null {
  const counts = data.corr_info.flatMap((p) => (p.observations === undefined ? [] : [p.observations]));
  return counts.length ? { min: Math.min(...counts), max: Math.max(...counts) } : null;
}
