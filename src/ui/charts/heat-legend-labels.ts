export interface HeatScale {
  /** Colours run to full strength at centre ± limit. */
  limit: number;
  /** The value painted neutral; 0 unless the scale is centred on the middle of the values (a sweep's drawdowns). */
  centre?: number;
}

/** The figures at the low end, the middle and the high end of a heat map's scale, as its legend writes them. */
export function heatLegendLabels(
  { limit, centre = 0 }: HeatScale,
  format: (value: number) => string,
): [string, string, string] {
  return [format(centre - limit), format(centre), format(centre + limit)];
}

/** The legend's accessible description: what each end and the middle of the scale stand for. */
export function heatLegendText(
  subject: string,
  labels: readonly [string, string, string],
  words?: readonly [string, string, string],
): string {
  const [low, mid, high] = labels.map((label, i) => (words ? `${label} (${words[i]})` : label));
  return `Colour scale of ${subject}: red at ${low}, through a neutral grey-white at ${mid}, to blue at ${high}`;
}
