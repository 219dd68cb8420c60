import type { Figure } from '../layout/figure-grid.tsx';
import { formatSignedPercent, toneOf } from '../table/format.ts';

/** A headline figure of a task's result that says what it means. */
export interface HintedFigure extends Figure {
  hint: string;
}

/** A figure shown as it is written, in the neutral tone; with a hint it says what it means. */
export function plainFigure(label: string, value: string, hint: string): HintedFigure;
export function plainFigure(label: string, value: string, hint?: string): Figure;
export function plainFigure(label: string, value: string, hint?: string): Figure {
  return { label, value, tone: 'neutral', hint };
}

/** A signed percentage, green when it gained and red when it lost; a missing one (null) reads NOT_AVAILABLE, neutral. */
export function signedFigure(label: string, v: number | null, hint: string): HintedFigure;
export function signedFigure(label: string, v: number | null, hint?: string): Figure;
export function signedFigure(label: string, v: number | null, hint?: string): Figure {
  return { label, value: formatSignedPercent(v), tone: toneOf(v), hint };
}
