/** Values scaled to 0 (their lowest) .. 1 (their highest); a flat series sits at 0.5. */
export function scaleToUnit(values: readonly number[]): number[] {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  const range = high - low;
  return values.map((v) => (range > 0 && Number.isFinite(range) ? (v - low) / range : 0.5));
}

/** One bar of the overlay: the template and every match's window there, each scaled to 0..1. */
export interface OverlayRow {
  bar: number;
  template: number;
  /** By match, in the order of the matches (best first). */
  matches: number[];
}

/**
 * The template and the matches' windows on one axis: bar i of each, each scaled to its own 0..1 range (the
 * correlation ignores level and scale, so this is how alike they look). Windows as long as the template.
 */
export function overlayRows(template: readonly number[], windows: readonly (readonly number[])[]): OverlayRow[] {
  const scaledTemplate = scaleToUnit(template);
  const scaledWindows = windows.map(scaleToUnit);
  return scaledTemplate.map((t, bar) => ({
    bar,
    template: t,
    matches: scaledWindows.map((w) => w[bar] ?? Number.NaN),
  }));
}
