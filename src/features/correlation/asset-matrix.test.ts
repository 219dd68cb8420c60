import { describe, expect, it } from 'vitest';
import { ASSET_UNIVERSE } from '../../contract/index.ts';
import { assetMatrix, missingByReason, observationRange } from './asset-matrix.ts';

describe('assetMatrix', () => {
  const [a, b, c] = ['EFA', 'EEM', 'TLT'];
  const data = {
    start_date: '2010-01-01',
    end_date: '2016-06-30',
    corr_info: [
      { symbol_1: a, symbol_2: b, correlation: 0.5, observations: 100 },
      { symbol_1: b, symbol_2: c, correlation: -0.25, observations: 90 },
      { symbol_1: a, symbol_2: 'AAPL', correlation: 0.4, observations: 40 },
    ],
    missing: ASSET_UNIVERSE.filter((s) => ![a, b, c].includes(s)),
    missing_reasons: { IVV: 'no price data in this connection' },
  };

  it('keeps the symbols with prices, the universe in its order and then the added ones', () => {
    const m = assetMatrix(data);
    // The spec's order is EFA before EEM before TLT.
    expect(m.labels).toEqual(['EFA', 'EEM', 'TLT', 'AAPL']);
    expect(m.values).toEqual([
      [1, 0.5, null, 0.4],
      [0.5, 1, -0.25, null],
      [null, -0.25, 1, null],
      [0.4, null, null, 1],
    ]);
    expect(m.observations[0]).toEqual([null, 100, null, 40]);
    expect(m.observations[2][1]).toBe(90);
  });

  it('notes why each missing symbol is missing, "no data" when the service gives no reason', () => {
    const m = assetMatrix(data);
    expect(m.notes.IVV).toBe('no price data in this connection');
    expect(m.notes.IJH).toBe('no data');
    expect(Object.keys(m.notes)).toHaveLength(15);
    expect(missingByReason({ D: 'x', E: 'y', F: 'x' })).toEqual([
      { reason: 'x', symbols: ['D', 'F'] },
      { reason: 'y', symbols: ['E'] },
    ]);
  });

  it('gives the range of the pairs’ counts of returns', () => {
    expect(observationRange(data)).toEqual({ min: 40, max: 100 });
    expect(observationRange({ ...data, corr_info: [{ symbol_1: a, symbol_2: b, correlation: 1 }] })).toBeNull();
  });
});
