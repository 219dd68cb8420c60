import type { SignalStudyResponse } from '../../../contract/index.ts';
import { formatFixed, toneOf } from '../../../ui/table/format.ts';
import type { Tone } from '../../../ui/table/format.ts';

/** "5 bars", "1 bar". */
export const horizonLabel = (h: number) => `${h} ${h === 1 ? 'bar' : 'bars'}`;

/** A difference of two percents, in percentage points: "+1.20 pts", "-0.35 pts", "0.00 pts"; null when either is. */
export function pointsDifference(
  signals: number | null,
  all: number | null,
  places = 2,
): { value: number; text: string; tone: Tone } | null {
  if (signals === null || all === null) return null;
  const value = signals - all;
  const text = formatFixed(value, places);
  const signed = value > 0 && text !== formatFixed(0, places) ? `+${text}` : text;
  return { value, text: `${signed} pts`, tone: toneOf(value) };
}

/** The colour of a tone, as an MUI palette path (the sign stays in the text, for readers who do not see colour). */
export const toneColour: Record<Tone, string> = {
  positive: 'success.main',
  negative: 'error.main',
  neutral: 'text.secondary',
};

/** One horizon's mean after signals and after all days, for the chart and its text alternative. */
export interface PathPoint {
  horizon: number;
  signals: number | null;
  all: number | null;
}

/** The average path after signals and after every day: 0 at the signal bar, then the mean return at each horizon. */
export function averagePaths(study: SignalStudyResponse): PathPoint[] {
  const points: PathPoint[] = [{ horizon: 0, signals: 0, all: 0 }];
  for (const row of study.summary) {
    const base = study.baseline.find((b) => b.horizon === row.horizon);
    points.push({ horizon: row.horizon, signals: row.mean_pct, all: base?.mean_pct ?? null });
  }
  return points;
}
