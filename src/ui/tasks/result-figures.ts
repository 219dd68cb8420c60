import type { Figure } from '../layout/figure-grid.tsx';
import { formatSignedPercent, toneOf } from '../table/format.ts';

/** A headline figure of a task's result that says what it means. */
export interface HintedFigure extends Figure {
  hint: string;
}

/** A figure shown as it is written, in the neutral tone. */
export const plainFigure = (label: string, value: string, hint: string): HintedFigure => ({
  label,
  value,
  tone: 'neutral',
  hint,
});

/** A signed percentage, green when it gained and red when it lost. */
export const signedFigure = (label: string, v: number, hint: string): HintedFigure => ({
  label,
  value: formatSignedPercent(v),
  tone: toneOf(v),
  hint,
});
