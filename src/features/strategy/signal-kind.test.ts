import { describe, expect, it } from 'vitest';
import { filterSignalOptions, signalDirectory } from './signal-kind.ts';
import { TEST_CATALOGUE, TEST_TECHNICAL } from './test-directory.ts';

describe('signal detection', () => {
  const { classify, options } = signalDirectory(
    [...TEST_CATALOGUE, { chart_name: 'RSI(14)', url: 'X1', market_symbol: '', type: 'other', updated: 'Daily' }],
    TEST_TECHNICAL,
  );

  it('follows spec 2.3: catalogue, then the technical map (typed variants too), then Symbol', () => {
    expect(classify('vix').type).toBe('Sentiment');
    expect(classify('RSI(14)').type).toBe('Sentiment');
    expect(classify('RSI(7)')).toMatchObject({ type: 'Technical', movingAverage: false });
    expect(classify('sma(50)')).toMatchObject({ type: 'Technical', movingAverage: true });
    expect(classify('Symbol Close').type).toBe('Symbol');
    expect(classify('Something else').type).toBeNull();
  });

  it('offers each name once, as the type it is detected as', () => {
    expect(options.filter((o) => o.name === 'RSI(14)')).toEqual([expect.objectContaining({ type: 'Sentiment' })]);
    expect(options.slice(0, 5).map((o) => o.name)).toEqual([
      'Symbol Open',
      'Symbol High',
      'Symbol Low',
      'Symbol Close',
      'Symbol Volume',
    ]);
  });

  it('filters by substring, names that start with the text first', () => {
    expect(filterSignalOptions(options, 'close').map((o) => o.name)).toEqual(['Symbol Close']);
    expect(filterSignalOptions(options, 's')[0].name.toLowerCase().startsWith('s')).toBe(true);
    expect(filterSignalOptions(options, '')).toHaveLength(options.length);
    expect(filterSignalOptions(options, 'sma(7').map((o) => o.name)).toEqual([
      'SMA(10)',
      'SMA(20)',
      'SMA(50)',
      'SMA(100)',
      'SMA(200)',
    ]);
  });

  it("offers each technical indicator's common periods, and reads any other", () => {
    const { options: plain, classify: read } = signalDirectory([], TEST_TECHNICAL);
    expect(filterSignalOptions(plain, 'rsi').map((o) => o.name)).toEqual(['RSI(2)', 'RSI(5)', 'RSI(14)']);
    expect(filterSignalOptions(plain, 'sma(5').map((o) => o.name)).toEqual(['SMA(50)']);
    expect(read('RSI(3)')).toMatchObject({ type: 'Technical' });
  });
});
