import type { RiskValues } from './form-values.ts';

/** The stop is typed as a positive loss; a sign the analyst typed anyway is dropped rather than doubled. */
const unsigned = (text: string) => text.trim().replace(/^[-+]\s*/, '');

/**
 * `stop/take/days` of spec 2.6, the stop written negative as in the spec's `-5/10/21`; an empty input is an empty
 * segment ("none"), so `//` sets nothing and `//21` only the holding limit.
 */
export function encodeRiskControl(risk: RiskValues): string {
  const stop = unsigned(risk.stop);
  return `${stop === '' ? '' : `-${stop}`}/${risk.take.trim()}/${risk.days.trim()}`;
}

/** The inverse of encodeRiskControl; `-5` and `5` both read as a 5% stop (docs/semantics.md). */
export function decodeRiskControl(text: string): RiskValues {
  const [stop = '', take = '', days = ''] = text.split('/');
  return { stop: unsigned(stop), take: take.trim(), days: days.trim() };
}

export { unsigned as unsignedStop };
