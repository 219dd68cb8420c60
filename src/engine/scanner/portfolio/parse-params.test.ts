import { describe, expect, it } from 'vitest';
import { PortfolioParamError } from './param-error.ts';
import { parseCapitalAllocate, parseLongShortRatio, parseRange, parseRankCondition } from './parse-params.ts';

/** The error `fn` throws, for checking its field and message. */
function thrown(fn: () => unknown): PortfolioParamError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PortfolioParamError) return e;
    throw e;
  }
  throw new Error('expected a PortfolioParamError');
}

describe('parseRange', () => {
  it('reads min-max, decimals, spaces and negative bounds', () => {
    expect(parseRange('profit_target_range', '2-8')).toEqual({ min: 2, max: 8 });
    expect(parseRange('optix_range', ' 2.5 - 30 ')).toEqual({ min: 2.5, max: 30 });
    expect(parseRange('stop_loss_range', '-10--2')).toEqual({ min: -10, max: -2 });
    expect(parseRange('trend_range', '-2-3')).toEqual({ min: -2, max: 3 });
    expect(parseRange('trend_range', '5-5')).toEqual({ min: 5, max: 5 });
  });

  it('names the field when the text is not min-max', () => {
    for (const text of ['5', '2-', 'a-b', '1-2-3', '', '2..8']) {
      const error = thrown(() => parseRange('time_in_market_range', text));
      expect(error.field).toBe('time_in_market_range');
      expect(error.message).toContain('time_in_market_range');
      expect(error.message).toContain(`'${text}'`);
    }
  });

  it('rejects min above max', () => {
    const error = thrown(() => parseRange('reltrend_range', '8-2'));
    expect(error.field).toBe('reltrend_range');
    expect(error.message).toMatch(/min 8 is above max 2/);
  });
});

describe('parseLongShortRatio', () => {
  it('reads long/short', () => {
    expect(parseLongShortRatio('0.7/0.3')).toEqual({ longShare: 0.7, shortShare: 0.3 });
    expect(parseLongShortRatio('1.0/0.0')).toEqual({ longShare: 1, shortShare: 0 });
    expect(parseLongShortRatio('0/1')).toEqual({ longShare: 0, shortShare: 1 });
    expect(parseLongShortRatio(' 0.5 / 0.25 ')).toEqual({ longShare: 0.5, shortShare: 0.25 });
  });

  it('rejects a malformed ratio, a share outside 0..1, a sum above 1 and 0/0, naming the field', () => {
    for (const text of ['0.7', '0.7-0.3', '70%/30%', '1.5/0', '-0.1/0.5', '0.8/0.3', '0/0']) {
      expect(thrown(() => parseLongShortRatio(text)).field).toBe('long_short_ratio');
    }
  });
});

describe('parseCapitalAllocate', () => {
  it("reads 'Kelly' in any case and ratios in (0, 1]", () => {
    expect(parseCapitalAllocate('Kelly')).toBe('Kelly');
    expect(parseCapitalAllocate('kelly')).toBe('Kelly');
    expect(parseCapitalAllocate('0.6')).toBe(0.6);
    expect(parseCapitalAllocate('1')).toBe(1);
  });

  it('rejects 0, more than 1 and words', () => {
    for (const text of ['0', '1.2', '-0.5', 'half', '']) {
      expect(thrown(() => parseCapitalAllocate(text)).field).toBe('capital_allocate');
    }
  });
});

describe('parseRankCondition', () => {
  it('accepts the five names as the spec spells them and nothing else', () => {
    expect(parseRankCondition('Expected Return')).toBe('Expected Return');
    expect(parseRankCondition('StdDev')).toBe('StdDev');
    const error = thrown(() => parseRankCondition('stddev'));
    expect(error.field).toBe('rank_condition');
    expect(error.message).toContain('WinRate, Z_Score, StdDev, Expected Return, SharpeRatio');
  });
});
