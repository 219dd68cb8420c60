import type { AssetCorrData } from '../../contract/index.ts';
import { ASSET_UNIVERSE } from '../../contract/index.ts';

export interface AssetMatrix {
  /** The universe, in the spec's order. */
  labels: readonly string[];
  /** values[row][column]; null for a missing symbol (or a pair the service did not send). */
  values: (number | null)[][];
  /** Why each missing symbol is missing (the service's reason, or a plain "no data"). */
  notes: Record<string, string>;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The pairwise `corr_info` laid out over the whole universe; a present symbol correlates 1 with itself. */
export function assetMatrix(data: AssetCorrData, labels: readonly string[] = ASSET_UNIVERSE): AssetMatrix {
  const pairs = new Map<string, number>();
  for (const info of data.corr_info) pairs.set(pairKey(info.symbol_1, info.symbol_2), info.correlation);
  const missing = new Set(data.missing);
  const values = labels.map((row) =>
    labels.map((column) => {
      if (missing.has(row) || missing.has(column)) return null;
      if (row === column) return 1;
      return pairs.get(pairKey(row, column)) ?? null;
    }),
  );
  const notes: Record<string, string> = {};
  for (const symbol of data.missing) notes[symbol] = data.missing_reasons?.[symbol] ?? 'no data';
  return { labels, values, notes };
}

/** Missing symbols grouped by their reason, so that twelve symbols without data read as one line. */
export function missingByReason(notes: Readonly<Record<string, string>>): { reason: string; symbols: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const [symbol, reason] of Object.entries(notes)) groups.set(reason, [...(groups.get(reason) ?? []), symbol]);
  return [...groups].map(([reason, symbols]) => ({ reason, symbols }));
}
