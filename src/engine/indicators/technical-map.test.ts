import { describe, expect, it } from 'vitest';
import { TECHNICAL_INDICATORS, parseTechnicalName } from './technical-map.ts';
import { makeBars } from './test-helpers.ts';

const EXPECTED_DEFAULTS: Record<string, string> = {
  SMA: 'SMA(20)',
  EMA: 'EMA(20)',
  WMA: 'WMA(20)',
  RSI: 'RSI(14)',
  MACD: 'MACD(12,26,9)',
  'MACD Signal': 'MACD Signal(12,26,9)',
  'MACD Histogram': 'MACD Histogram(12,26,9)',
  'Bollinger Upper': 'Bollinger Upper(20,2)',
  'Bollinger Lower': 'Bollinger Lower(20,2)',
  'Bollinger %B': 'Bollinger %B(20,2)',
  'Bollinger Bandwidth': 'Bollinger Bandwidth(20,2)',
  'Stochastic %K': 'Stochastic %K(14,3)',
  'Stochastic %D': 'Stochastic %D(14,3,3)',
  'Williams %R': 'Williams %R(14)',
  CCI: 'CCI(20)',
  ATR: 'ATR(14)',
  ADX: 'ADX(14)',
  '+DI': '+DI(14)',
  '-DI': '-DI(14)',
  ROC: 'ROC(12)',
  Momentum: 'Momentum(10)',
  OBV: 'OBV',
  MFI: 'MFI(14)',
  'Donchian High': 'Donchian High(20)',
  'Donchian Low': 'Donchian Low(20)',
  'MA Spread': 'MA Spread(10,30)',
};

describe('TECHNICAL_INDICATORS', () => {
  it('lists every key once with its defaults, a TI_ url and help text', () => {
    expect(TECHNICAL_INDICATORS.map((t) => t.key)).toEqual(Object.keys(EXPECTED_DEFAULTS));
    expect(new Set(TECHNICAL_INDICATORS.map((t) => t.url)).size).toBe(TECHNICAL_INDICATORS.length);
    for (const t of TECHNICAL_INDICATORS) {
      expect(parseTechnicalName(t.key)?.name).toBe(EXPECTED_DEFAULTS[t.key]);
      expect(t.url).toMatch(/^TI_[A-Z_]+$/);
      expect(t.title.length).toBeGreaterThan(2);
      expect(t.description).toMatch(/\.$/);
    }
  });

  it('only SMA, EMA and WMA are moving averages', () => {
    expect(TECHNICAL_INDICATORS.filter((t) => t.kind === 'moving-average').map((t) => t.key)).toEqual([
      'SMA',
      'EMA',
      'WMA',
    ]);
  });

  it('lookback is the index of the first defined value for every indicator at its defaults', () => {
    const len = 200;
    const close = Array.from({ length: len }, (_, i) => 100 + 10 * Math.sin(i / 5) + (i % 3));
    const bars = makeBars({
      close,
      high: close.map((c, i) => c + 1 + (i % 4)),
      low: close.map((c, i) => c - 1 - (i % 5)),
      volume: close.map((_, i) => 1000 + i),
    });
    for (const t of TECHNICAL_INDICATORS) {
      const params = t.params.map((p) => p.default);
      const out = t.compute(bars, params);
      const first = out.findIndex((x) => !Number.isNaN(x));
      expect(first, t.key).toBe(t.lookback(params));
      expect(out.length).toBe(len);
      // Omitted trailing params take their defaults.
      expect(Array.from(t.compute(bars, []))).toEqual(Array.from(out));
    }
  });

  it('compute rejects invalid params like the parser', () => {
    const rsi = TECHNICAL_INDICATORS.find((t) => t.key === 'RSI')!;
    const bars = makeBars({ close: [1, 2, 3], high: [1, 2, 3], low: [1, 2, 3] });
    expect(() => rsi.compute(bars, [1.5])).toThrow('RSI: period must be a whole number, got 1.5');
    expect(() => rsi.lookback([14, 2])).toThrow(/RSI takes 1 parameter/);
  });
});

describe('parseTechnicalName', () => {
  it('fills defaults and gives the canonical name', () => {
    const r = parseTechnicalName('RSI')!;
    expect(r.indicator.key).toBe('RSI');
    expect(r.params).toEqual([14]);
    expect(r.name).toBe('RSI(14)');
    expect(parseTechnicalName('MACD(5)')!.name).toBe('MACD(5,26,9)');
    expect(parseTechnicalName('Stochastic %D(10)')!.params).toEqual([10, 3, 3]);
    expect(parseTechnicalName('Bollinger Upper(20,2.5)')!.name).toBe('Bollinger Upper(20,2.5)');
    expect(parseTechnicalName('SMA()')!.name).toBe('SMA(20)');
    expect(parseTechnicalName('OBV')!.name).toBe('OBV');
  });

  it('is case-insensitive on the key and tolerant of spaces', () => {
    expect(parseTechnicalName('rsi( 14 )')!.name).toBe('RSI(14)');
    expect(parseTechnicalName('  macd  histogram (12, 26 ,9) ')!.name).toBe('MACD Histogram(12,26,9)');
    expect(parseTechnicalName('ma spread(10,30)')!.name).toBe('MA Spread(10,30)');
    expect(parseTechnicalName('obv')!.name).toBe('OBV');
  });

  it('reads the longest key: MACD Signal is not MACD', () => {
    expect(parseTechnicalName('MACD Signal(12,26,9)')!.indicator.url).toBe('TI_MACD_SIGNAL');
    expect(parseTechnicalName('MACD Histogram')!.indicator.url).toBe('TI_MACD_HIST');
    expect(parseTechnicalName('MACD(12,26,9)')!.indicator.url).toBe('TI_MACD');
  });

  it('handles % and +/- in keys', () => {
    expect(parseTechnicalName('Bollinger %B(20,2)')!.indicator.url).toBe('TI_BB_PCTB');
    expect(parseTechnicalName('Williams %R(10)')!.name).toBe('Williams %R(10)');
    expect(parseTechnicalName('Stochastic %K(14,1)')!.name).toBe('Stochastic %K(14,1)');
    expect(parseTechnicalName('+DI(7)')!.indicator.url).toBe('TI_PLUS_DI');
    expect(parseTechnicalName('-di')!.indicator.url).toBe('TI_MINUS_DI');
  });

  it('returns undefined for names that are not technical indicators', () => {
    for (const name of ['Symbol Close', 'AAII Bull Ratio', 'RSI14', 'MACDSignal', 'DI(14)', '', 'SMA Ratio Rank']) {
      expect(parseTechnicalName(name), name).toBeUndefined();
    }
  });

  it('throws a clear error naming the indicator when the params are wrong', () => {
    expect(() => parseTechnicalName('RSI(14,2)')).toThrow('RSI takes 1 parameter (period), got 2');
    expect(() => parseTechnicalName('OBV(3)')).toThrow('OBV takes 0 parameters, got 1');
    expect(() => parseTechnicalName('RSI(abc)')).toThrow('RSI: period must be a number, got "abc"');
    expect(() => parseTechnicalName('MACD(12,,9)')).toThrow('MACD: slow period must be a number, got ""');
    expect(() => parseTechnicalName('RSI(1)')).toThrow('RSI: period must be at least 2, got 1');
    expect(() => parseTechnicalName('SMA(0)')).toThrow('SMA: period must be at least 1, got 0');
    expect(() => parseTechnicalName('SMA(-5)')).toThrow('SMA: period must be at least 1, got -5');
    expect(() => parseTechnicalName('EMA(10.5)')).toThrow('EMA: period must be a whole number, got 10.5');
    expect(() => parseTechnicalName('Bollinger %B(20,-1)')).toThrow(
      'Bollinger %B: deviations must be at least 0, got -1',
    );
    expect(() => parseTechnicalName('RSI(14')).toThrow(/RSI: expected '\)'/);
    expect(() => parseTechnicalName('RSI(14) x')).toThrow(/RSI: expected '\)'/);
  });
});
