/**
 * Line colours for symbols, readable on the light and the dark paper alike (canvas charts cannot read CSS
 * variables, so these are plain colours). The i-th symbol gets the i-th colour, repeating after ten.
 */
const SYMBOL_COLOURS = [
  '#1e88e5',
  '#fb8c00',
  '#43a047',
  '#8e24aa',
  '#e53935',
  '#00acc1',
  '#6d4c41',
  '#d81b60',
  '#7cb342',
  '#5e35b1',
] as const;

export function symbolColour(index: number): string {
  return SYMBOL_COLOURS[index % SYMBOL_COLOURS.length];
}

/** The benchmark's price in the pane under a rolling chart. */
export const BENCHMARK_PRICE_COLOUR = '#78909c';

/** Dashed reference lines (beta 0 and 1). */
export const REFERENCE_LINE_COLOURS = { zero: '#9e9e9e', one: '#f4511e' } as const;
