import { interpolateRdBu } from 'd3-scale-chromatic';

/**
 * The one colour scale of every heat map and every colour that means "below or above zero": ColorBrewer's red-blue
 * (d3-scale-chromatic), which readers with the common colour-vision deficiencies can still tell apart, unlike red and
 * green. Its centre is a near-grey white, so zero reads as neither.
 */
const heatInterpolator: (position: number) => string = interpolateRdBu;

/**
 * Where `value` sits on the scale, 0 to 1: 0.5 at zero, 0 at -limit or below (red), 1 at +limit or above (blue). The
 * scale is symmetric, so v and -v sit at mirrored positions. NaN when the value or the limit is unusable.
 */
export function heatPosition(value: number, limit: number): number {
  if (!Number.isFinite(value) || !(limit > 0)) return Number.NaN;
  return 0.5 + 0.5 * Math.max(-1, Math.min(1, value / limit));
}

/** The scale's colour for `value` (as `rgb(r, g, b)`), or transparent for a value that has none. */
export function heatColour(value: number, limit: number): string {
  const position = heatPosition(value, limit);
  return Number.isNaN(position) ? 'transparent' : heatInterpolator(position);
}

/** Bars and lines coloured by sign take the scale's strong red and blue, not its pale middle. */
export const SIGN_COLOURS = { negative: heatColour(-0.7, 1), positive: heatColour(0.7, 1) } as const;

/** The largest |value| of the finite values, for a scale that fits the data (1 when there are none). */
export function symmetricLimit(values: Iterable<number | null>): number {
  let limit = 0;
  for (const v of values) if (v !== null && Number.isFinite(v)) limit = Math.max(limit, Math.abs(v));
  return limit > 0 ? limit : 1;
}

type Rgb = readonly [number, number, number];

/** The channels of an `rgb(r, g, b)` colour, as d3's interpolators write them. */
export function parseRgb(colour: string): Rgb | null {
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** WCAG 2 relative luminance of an sRGB colour. */
function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * Black or white, whichever contrasts more with `background`: one of the two always reaches at least 4.58:1, so text
 * on any cell keeps WCAG AA contrast whatever the page's colour scheme.
 */
function readableText(background: Rgb): '#000000' | '#ffffff' {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? '#000000' : '#ffffff';
}

export interface HeatCellColours {
  background: string;
  text: string;
}

/** A heat map cell's fill for `value` and the text colour that reads on it; null when the value has no colour. */
export function heatCellColours(value: number, limit: number): HeatCellColours | null {
  const background = heatColour(value, limit);
  const rgb = parseRgb(background);
  return rgb ? { background, text: readableText(rgb) } : null;
}

/** `count` colours evenly along the scale, left (-limit) to right (+limit), for a legend's bar. */
export function heatStops(count = 11): string[] {
  return Array.from({ length: count }, (_, i) => heatInterpolator(i / (count - 1)));
}
