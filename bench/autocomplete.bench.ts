import type { BenchLine, BenchScale } from './timing.ts';
import { FULL } from './timing.ts';
import type { CatalogueItem } from '../src/contract/index.ts';
import { filterSignalOptions, signalDirectory } from '../src/features/strategy/signal-kind.ts';

const WORDS = [
  'Put',
  'Call',
  'Ratio',
  'Rank',
  'AAII',
  'Bull',
  'Bear',
  'Breadth',
  'Advance',
  'Decline',
  'Volume',
  'Sentiment',
  'Optix',
  'Trend',
  'Score',
  'Margin',
  'Debt',
  'Flows',
  'Equity',
  'Index',
];
const MARKETS = ['SPX', 'NDX', 'RUT', 'DJI', 'TLT', 'GLD', 'XLF', 'XLK', 'EEM', 'VIX'];

/** A catalogue the size of the service's (22,000 names), built from words its names are made of. */
function catalogue(size: number): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  for (let i = 0; i < size; i++) {
    const name = `${WORDS[i % 20]} ${WORDS[(i * 7) % 20]} ${WORDS[(i * 13) % 20]} ${MARKETS[i % 10]} ${i}`;
    items.push({ chart_name: name, url: `IND_${i}`, market_symbol: MARKETS[i % 10], type: 'other', updated: 'Daily' });
  }
  return items;
}

export async function autocompleteBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const { options } = signalDirectory(catalogue(scale.pick(22_000, 200)), []);
  const typed = 'put call ratio spx';
  // The slowest keystroke of typing the query letter by letter, each filtering all 22,000 names.
  let worst = 0;
  for (let i = 1; i <= typed.length; i++) {
    const t = await scale.time(() => filterSignalOptions(options, typed.slice(0, i)), 20, 3);
    worst = Math.max(worst, t.medianMs);
  }
  return [{ name: `signal autocomplete over ${options.length} names, slowest keystroke`, ms: worst, budgetMs: 16 }];
}
