/** The three segments of risk_control (spec 2.6), each null when its segment is empty. */
export interface RiskControl {
  /** Stop-loss as a positive percent: `-5` and `5` both read as 5%. */
  stopPct: number | null;
  takePct: number | null;
  maxBars: number | null;
  warnings: string[];
}

// Plain decimal only: Number() alone would also take '0x10', '1e3' and 'Infinity', which nobody means here.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function segmentNumber(text: string, raw: string, what: string): number | null {
  const s = raw.trim();
  if (s === '') return null;
  if (!DECIMAL.test(s)) throw new Error(`risk_control "${text}": ${what} segment "${raw}" is not a number`);
  return Number(s);
}

/**
 * Reads `stop/take/days` (docs/semantics.md): the spec's example `-5/10/21` is authoritative over its type comment,
 * so the first segment is always the stop, whatever its sign. Throws an Error naming risk_control and the bad segment.
 */
export function parseRiskControl(text: string): RiskControl {
  const parts = text.split('/');
  if (parts.length > 3) {
    throw new Error(
      `risk_control "${text}" has ${parts.length} segments; expected stop/take/days, e.g. -5/10/21 or //21`,
    );
  }
  const [stopText = '', takeText = '', daysText = ''] = parts;
  const stop = segmentNumber(text, stopText, 'stop-loss');
  const take = segmentNumber(text, takeText, 'take-profit');
  const days = segmentNumber(text, daysText, 'days');

  if (take !== null && take < 0) {
    throw new Error(`risk_control "${text}": take-profit segment "${takeText}" must be a positive percent`);
  }
  // Zero days would close a close-filled trade on the very close it opened at: never what a holding limit means.
  if (days !== null && (!Number.isInteger(days) || days < 1)) {
    throw new Error(`risk_control "${text}": days segment "${daysText}" must be a whole number of bars, at least 1`);
  }

  const warnings: string[] = [];
  const stopPct = stop === null ? null : Math.abs(stop);
  if (stop !== null && take !== null && stop > 0 && take > 0) {
    warnings.push(
      `risk_control "${text}": both stop and take-profit are positive; read as stop ${stopPct}%, take-profit ${take}%`,
    );
  }
  return { stopPct, takePct: take, maxBars: days, warnings };
}
