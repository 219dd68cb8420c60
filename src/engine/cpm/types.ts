/** A window of closes like the template: bar indices `start..end` (both in), Corr = r x 100 to 4 decimals. */
export interface CpmMatch {
  start: number;
  end: number;
  corr: number;
}

export type CpmDirection = 'Long' | 'Short';

/**
 * One trade taken after a match: in at the close of the match's last bar, out at the close `time_in_market` bars
 * later. Percentages are of the entry close; see trade.ts for how each is defined.
 */
export interface CpmTrade {
  match: CpmMatch;
  entryIndex: number;
  exitIndex: number;
  entryPrice: number;
  exitPrice: number;
  returnPct: number;
  maxGainPct: number;
  maxLossPct: number;
  marketCondition: string[];
}
