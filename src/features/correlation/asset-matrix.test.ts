import { describe, expect, it } from 'vitest';
import { assetMatrix, missingByReason } from './asset-matrix.ts';

describe('assetMatrix', () => {
  const data = {
    start_date: '2010-01-01',
    end_date: '2016-06-30',
    corr_info: [
      { symbol_1: 'A', symbol_2: 'B', correlation: 0.5 },
      { symbol_1: 'C', symbol_2: 'A', correlation: -0.25 },
    ],
    missing: ['D'],
    missing_reasons: { D: 'no price data in this connection' },
  };

  it('lays pairs out both ways round, 1 on the diagonal, nothing for a missing symbol or an unsent pair', () => {
    const m = assetMatrix(data, ['A', 'B', 'C', 'D']);
    expect(m.values).toEqual([
      [1, 0.5, -0.25, null],
      [0.5, 1, null, null],
      [-0.25, null, 1, null],
      [null, null, null, null],
    ]);
    expect(m.notes).toEqual({ D: 'no price data in this connection' });
  });

  it('says "no data" when the service gives no reason, and groups symbols by reason', () => {
    const m = assetMatrix({ ...data, missing: ['D', 'E'], missing_reasons: undefined }, ['A', 'D', 'E']);
    expect(m.notes).toEqual({ D: 'no data', E: 'no data' });
    expect(missingByReason({ D: 'x', E: 'y', F: 'x' })).toEqual([
      { reason: 'x', symbols: ['D', 'F'] },
      { reason: 'y', symbols: ['E'] },
    ]);
  });
});
