import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorBody, SignalStudyResponse } from '../contract/index.ts';
import { SignalStudyResponseSchema } from '../contract/index.ts';
import { runCli } from './testing/run-cli.ts';

const SAMPLES = join(import.meta.dirname, '../../public/samples');

/** The bundled SPX sample's dates and closes, read from its lines rather than through the service's CSV reader. */
function spx(): { date: string; close: number }[] {
  const [header, ...lines] = readFileSync(join(SAMPLES, 'SPX.csv'), 'utf8').trim().split(/\r?\n/);
  const at = header.toLowerCase().split(',').indexOf('close');
  return lines.map((line) => ({ date: line.split(',')[0], close: Number(line.split(',')[at]) }));
}

const body = {
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  start_date: '2005-01-01',
  end_date: '2015-12-31',
  horizons: [5, 21],
  min_gap: 10,
};

describe('the CLI’s signal study', () => {
  it('answers POST /backtest/signal_study at once (no --wait), each return read from the sample’s closes', async () => {
    const run = await runCli(['POST', '/backtest/signal_study'], JSON.stringify(body));
    expect(run.code, run.stderr).toBe(0);
    const answer: SignalStudyResponse = SignalStudyResponseSchema.parse(JSON.parse(run.stdout));
    expect(answer.signals.length).toBeGreaterThan(5);
    expect(answer.summary.map((r) => r.horizon)).toEqual([5, 21]);

    const bars = spx();
    const at = new Map(bars.map((b, i) => [b.date, i]));
    let previous = -Infinity;
    for (const s of answer.signals) {
      const t = at.get(s.date)!;
      expect(s.date >= '2005-01-01' && s.date <= '2015-12-31').toBe(true);
      expect(t - previous).toBeGreaterThan(10);
      previous = t;
      expect(s.close).toBe(bars[t].close);
      expect(s.returns['5']).toBeCloseTo((bars[t + 5].close / bars[t].close - 1) * 100, 9);
      expect(s.returns['21']).toBeCloseTo((bars[t + 21].close / bars[t].close - 1) * 100, 9);
    }
    expect(answer.summary[0].count).toBe(answer.signals.length);
  });

  it('exits 1 with a 400 naming the field for a bad horizon', async () => {
    const run = await runCli(['POST', '/backtest/signal_study'], JSON.stringify({ ...body, horizons: [0] }));
    expect(run.code).toBe(1);
    const error = JSON.parse(run.stdout) as ErrorBody;
    expect(error.errors).toEqual([{ path: 'horizons.0', message: 'a horizon must be at least 1 bar' }]);
  });
});
