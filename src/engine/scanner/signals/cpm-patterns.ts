import type { CpmPatternName } from '../../cpm/patterns.ts';
import { patternTemplate } from '../../cpm/pattern-template.ts';
import type { SignalDefinition } from '../types.ts';
import type { SignalContext, SignalRule } from './context.ts';
import { definer } from './define.ts';
import { prepareTemplates, templateCorrelations, windowTemplateCorrelations } from './template-correlations.ts';

/*
 * CPM Pattern signals (spec 2.4): the CPM engine's predefined shapes (cpm/patterns.ts) matched against the 60 daily
 * closes ending at each bar. A pattern fires on the bar its Pearson r first reaches 0.75: r >= 0.75 now and below
 * 0.75 or undefined (a flat or incomplete window) on the previous bar, so one formation is one signal, not one per bar
 * of a stretch of matching windows. The first window of a series (bar 59) fires when it matches, as nothing before
 * it was a match. The r values are the CPM engine's windowCorrelations, computed for the 8 shapes in one pass
 * (template-correlations.ts).
 */

const define = definer('CPM Pattern');

export const CPM_TEMPLATE_BARS = 60;
export const CPM_MIN_R = 0.75;

const rule =
  `Fires when the Pearson correlation of the last ${CPM_TEMPLATE_BARS} daily closes (this one included) with the ` +
  `pattern's template reaches ${CPM_MIN_R} (at least ${CPM_MIN_R} now, below it or undefined on the previous bar).`;

interface CpmSignal {
  readonly definition: SignalDefinition;
  readonly pattern: CpmPatternName;
}

/** The spec's names mapped onto the CPM engine's shapes; tops, the triple tap and the descent are bearish. */
export const CPM_SIGNAL_PATTERNS: readonly CpmSignal[] = [
  {
    pattern: 'head_and_shoulder_top',
    definition: define(
      'Head and Shoulders Top',
      'Short',
      `A left shoulder, a higher head and a right shoulder, then a break below the neckline. ${rule}`,
    ),
  },
  {
    pattern: 'head_and_shoulder_bottom',
    definition: define(
      'Head and Shoulders Bottom',
      'Long',
      `The head and shoulders upside down: two troughs around a lower one, then a rise above the neckline. ${rule}`,
    ),
  },
  {
    pattern: 'double_top',
    definition: define(
      'Double Top',
      'Short',
      `Two peaks at the same level, then a fall below the trough between them. ${rule}`,
    ),
  },
  {
    pattern: 'double_bottom',
    definition: define(
      'Double Bottom',
      'Long',
      `Two troughs at the same level, then a rise above the peak between them. ${rule}`,
    ),
  },
  {
    // Its shape is three equal peaks ending below where it started (a triple top), so it reads as a reversal down.
    pattern: 'triple_tap',
    definition: define(
      'Triple Tap',
      'Short',
      `Three peaks at the same level (a triple top), then a fall below the troughs between them. ${rule}`,
    ),
  },
  {
    pattern: 'rounding_bottom',
    definition: define('Rounding Bottom', 'Long', `A saucer: a slow, rounded decline and recovery. ${rule}`),
  },
  {
    pattern: 'ascending_channel',
    definition: define(
      'Ascending Channel',
      'Long',
      `A rising zig-zag between two parallel rising lines, ending at the upper one. ${rule}`,
    ),
  },
  {
    pattern: 'descending_channel',
    definition: define(
      'Descending Channel',
      'Short',
      `A falling zig-zag between two parallel falling lines, ending at the lower one. ${rule}`,
    ),
  },
];

export const CPM_SIGNALS = CPM_SIGNAL_PATTERNS.map((s) => s.definition);

/** The templates depend only on the shape and the length: built and normalised once, not per symbol. */
const TEMPLATES = prepareTemplates(CPM_SIGNAL_PATTERNS.map((s) => patternTemplate(s.pattern, CPM_TEMPLATE_BARS)));

/**
 * 1 on the bar ending the first of a run of windows that correlate with the template at `CPM_MIN_R` or more. `r[s]` is
 * the window close[s .. s + m - 1], so the window ending at bar t is r[t - m + 1].
 */
export function firstMatches(r: Float64Array, templateLength: number, barCount: number): Uint8Array {
  const out = new Uint8Array(barCount);
  const last = templateLength - 1;
  for (let s = 0; s < r.length; s++) {
    if (r[s] >= CPM_MIN_R && !(s > 0 && r[s - 1] >= CPM_MIN_R)) out[s + last] = 1;
  }
  return out;
}

/** The eight patterns' fires on every bar, from one pass of the correlations; computed once per symbol. */
const allFires = new WeakMap<SignalContext, Uint8Array[]>();

function cpmFires(ctx: SignalContext): Uint8Array[] {
  let fires = allFires.get(ctx);
  if (fires === undefined) {
    const { close } = ctx;
    const r = templateCorrelations(close, TEMPLATES);
    fires = r.map((series) => firstMatches(series, TEMPLATES.length, close.length));
    allFires.set(ctx, fires);
  }
  return fires;
}

/** The eight patterns' fires on one bar, from the two windows that decide them; kept for the bar last asked. */
const barFires = new WeakMap<SignalContext, { t: number; fires: boolean[] }>();

function cpmFiresOn(ctx: SignalContext, t: number): boolean[] {
  const kept = barFires.get(ctx);
  if (kept !== undefined && kept.t === t) return kept.fires;
  // firstMatches: the window ending at t is s = t - m + 1; it fires when it matches and the window before did not.
  const s = t - TEMPLATES.length + 1;
  const now = new Float64Array(TEMPLATES.z.length);
  const before = new Float64Array(TEMPLATES.z.length);
  windowTemplateCorrelations(ctx.close, s, TEMPLATES, now);
  windowTemplateCorrelations(ctx.close, s - 1, TEMPLATES, before);
  const fires = Array.from(now, (r, k) => r >= CPM_MIN_R && !(s > 0 && before[k] >= CPM_MIN_R));
  barFires.set(ctx, { t, fires });
  return fires;
}

export const CPM_RULES: readonly SignalRule[] = CPM_SIGNAL_PATTERNS.map(({ definition }, k) => ({
  definition,
  fires: (c) => cpmFires(c)[k],
  firesOn: (c, t) => cpmFiresOn(c, t)[k],
}));
