/**
 * The signal study's t-statistic and interval through the router on the bundled SPX sample, recomputed here from the
 * answer's own signals: the mean, the sample deviation and the standard error counted again, and the interval's
 * half-width over the standard error compared with printed t-table values.
 */
import { describe, expect, it } from 'vitest';
import type { SignalStudyResponse } from '../../contract/index.ts';
import { SignalStudyResponseSchema } from '../../contract/index.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { send, testService } from '../testing/harness.ts';

const service = testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) });

/** RSI(14) under `level` on SPX over 2005-2015. */
const study = async (level: number): Promise<SignalStudyResponse> => {
  const answer = await send(service, 'POST', '/backtest/signal_study', {
    symbol: 'SPX',
    start_date: '2005-01-01',
    end_date: '2015-12-31',
    entry: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: level } },
    },
    exit: { rule_type: 'RiskControlOnly' },
    risk_control: '-5/10/21',
    horizons: [5, 21],
  });
  expect(answer.status).toBe(200);
  return SignalStudyResponseSchema.parse(answer.body);
};

describe('the signal study summary', () => {
  it('carries the t-statistic and 95 % interval of each horizon’s mean, and flags fewer than 30 signals', async () => {
    const counts: number[] = [];
    for (const level of [30, 40]) {
      const result = await study(level);
      for (const row of result.summary) {
        const values = result.signals.map((s) => s.returns[String(row.horizon)]).filter((v): v is number => v !== null);
        const n = values.length;
        expect(row.count).toBe(n);
        expect(row.too_few).toBe(n < 30);
        const mean = values.reduce((a, b) => a + b, 0) / n;
        const s = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
        const se = s / Math.sqrt(n);
        expect(row.t_stat).toBeCloseTo(mean / se, 9);
        expect((row.mean_ci95_low_pct! + row.mean_ci95_high_pct!) / 2).toBeCloseTo(mean, 9);
        const ratio = (row.mean_ci95_high_pct! - mean) / se;
        // t(0.975, df) falls from 2.262 at 9 to 2.045 at 29, 2.000 at 60 and 1.984 at 100
        if (n >= 30) expect(ratio).toBeGreaterThan(1.96);
        if (n >= 30) expect(ratio).toBeLessThan(2.046);
        if (n < 30 && n >= 10) expect(ratio).toBeLessThan(2.263);
        counts.push(n);
      }
    }
    // Both sides of the 30-signal line were met (else the flag would be untested).
    expect(counts.some((n) => n < 30)).toBe(true);
    expect(counts.some((n) => n >= 30)).toBe(true);
  });
});
