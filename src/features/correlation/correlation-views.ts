/** The sub-views of the Correlation screen, in tab order; each is a route `/correlation/<path>`. */
export const CORRELATION_VIEWS = [
  { path: 'symbols', label: 'Symbol correlation' },
  { path: 'beta', label: 'Rolling beta' },
  { path: 'assets', label: 'Asset correlation' },
  { path: 'pattern', label: 'Pattern correlation' },
] as const;

export type CorrelationView = (typeof CORRELATION_VIEWS)[number]['path'];

export function isCorrelationView(value: string | undefined): value is CorrelationView {
  return CORRELATION_VIEWS.some((v) => v.path === value);
}
