/**
 * A diverging colour for a value on a scale symmetric around zero: red below, green above, faint at zero, the
 * strength growing with |value| / limit (capped at 1). Cell text stays readable because the fill is at most 70%
 * opaque over the paper colour.
 */
export function heatColour(value: number, limit: number): string {
  if (!Number.isFinite(value) || !(limit > 0)) return 'transparent';
  const strength = Math.min(1, Math.abs(value) / limit);
  const alpha = (0.08 + 0.62 * strength).toFixed(3);
  return value < 0 ? `rgba(211, 47, 47, ${alpha})` : `rgba(46, 125, 50, ${alpha})`;
}

/** The largest |value| of the finite values, for a scale that fits the data (1 when there are none). */
export function symmetricLimit(values: Iterable<number | null>): number {
  let limit = 0;
  for (const v of values) if (v !== null && Number.isFinite(v)) limit = Math.max(limit, Math.abs(v));
  return limit > 0 ? limit : 1;
}

type Rgb = readonly [number, number, number];

const LOSS: Rgb = [211, 47, 47];
const GAIN: Rgb = [46, 125, 50];

function parseRgb(colour: string): Rgb | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour.trim());
  if (short)
    return [parseInt(short[1].repeat(2), 16), parseInt(short[2].repeat(2), 16), parseInt(short[3].repeat(2), 16)];
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
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

export interface HeatCellColours {
  background: string;
  text: string;
}

/**
 * The heat colour of `value` laid solid over `paper` (a #rrggbb or rgb() colour), with black or white text, whichever
 * contrasts more: one of the two always reaches at least 4.58:1, so every cell keeps WCAG AA contrast in either colour
 * scheme. Exactly 0 is neither loss nor gain: the paper itself. Null when the value or the paper cannot be read (the
 * caller keeps its own colours).
 */
export function heatCellColours(value: number, limit: number, paper: string): HeatCellColours | null {
  const base = parseRgb(paper);
  if (!base || !Number.isFinite(value) || !(limit > 0)) return null;
  const opacity = value === 0 ? 0 : 0.08 + 0.62 * Math.min(1, Math.abs(value) / limit);
  const top = value < 0 ? LOSS : GAIN;
  const mix = (i: 0 | 1 | 2) => Math.round(base[i] + (top[i] - base[i]) * opacity);
  const mixed: Rgb = [mix(0), mix(1), mix(2)];
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  const text = contrastRatio(mixed, black) >= contrastRatio(mixed, white) ? '#000000' : '#ffffff';
  return { background: `rgb(${mixed[0]}, ${mixed[1]}, ${mixed[2]})`, text };
}
