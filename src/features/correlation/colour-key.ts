import { heatCellColours } from '../../ui/charts/heat-colour.ts';

export interface ColourStop {
  value: number;
  colour: string;
}

/**
 * The colours of the correlation heat map from -1 to +1 in `steps` equal steps, as its cells are painted on `paper`:
 * the key beside the grid is drawn from the very function that colours the cells.
 */
export function colourKeyStops(paper: string, steps = 8): ColourStop[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const value = -1 + (2 * i) / steps;
    return { value, colour: heatCellColours(value, 1, paper)?.background ?? 'transparent' };
  });
}

/** A CSS gradient through the stops, left (-1) to right (+1). */
export function keyGradient(stops: readonly ColourStop[]): string {
  return `linear-gradient(to right, ${stops.map((s) => `${s.colour} ${((s.value + 1) / 2) * 100}%`).join(', ')})`;
}
