import type { CatalogueItem, TechnicalIndicatorInfo } from '../../contract/index.ts';
import { signalDirectory } from './signal-kind.ts';

/** Test-only: a small catalogue (VIX, as in the bundled samples) and part of the technical map. */
export const TEST_CATALOGUE: CatalogueItem[] = [
  { chart_name: 'VIX', url: 'VIX', market_symbol: 'SPX', type: 'other', updated: 'Daily' },
];

const technical = (key: string, kind: TechnicalIndicatorInfo['kind'], period: number): TechnicalIndicatorInfo => ({
  name: `${key}(${period})`,
  key,
  title: key,
  description: '',
  url: `TI_${key}`,
  kind,
  params: [{ name: 'period', default: period, min: 1, integer: true }],
});

export const TEST_TECHNICAL: TechnicalIndicatorInfo[] = [
  technical('SMA', 'moving-average', 20),
  technical('RSI', 'oscillator', 14),
];

export const testDirectory = signalDirectory(TEST_CATALOGUE, TEST_TECHNICAL);
