import type { ScreenKey } from '../../../contract/index.ts';
import { screenCategory } from '../../../contract/index.ts';

/** A screen that cannot be computed from the loaded data: what it needs and how to get it (the 404's message). */
export class NeedsData {
  constructor(readonly message: string) {}
}

/** The words of every Optix screen's answer: the series it needs, for which symbols, and how to get them. */
const optix = (forWhat: string) =>
  `needs Optix sentiment series named SYMBOL-Optix for ${forWhat}, and their prices: drop a CSV on the Data screen or put it in the data folder`;
/** No source here says which symbols are commodity futures, so those screens are only read from a data folder. */
const COMMODITIES =
  'needs a published file, as no fetched data says which symbols are commodity futures: put screens/<key>.json in the server’s data folder';
/** How fundamentals are fetched, in the words of the Data screen. */
const FUNDAMENTALS =
  'fetch them with “Also fetch option chains and dividend figures” on the Data screen (a server’s nightly refresh fetches them for every universe)';
const NASDAQ = 'members of a universe named "Nasdaq 100" (save it under Data → Universes)';
const RUSSELL = 'members of a universe named "Russell 3000" (save it under Data → Universes)';

/** What each screen needs, said once so every "cannot compute" answer uses the same words. */
export const NEEDS: Record<ScreenKey, string> = {
  'etf-sentiment-seasonality': `ETF sentiment and seasonality ${optix('ETFs')}`,
  'commod-sentiment-seasonality': `commodity sentiment and seasonality ${COMMODITIES}`,
  'etf-sentiment-trend': `ETF sentiment trend ${optix('ETFs')}`,
  'commod-sentiment-trend': `commodity sentiment trend ${COMMODITIES}`,
  'stocks-long-ideas': `stock ideas ${optix('members of the S&P 500 universe')}`,
  'stocks-short-ideas': `stock ideas ${optix('members of the S&P 500 universe')}`,
  'nasdaq100-long-ideas': `Nasdaq 100 ideas ${optix(NASDAQ)}`,
  'nasdaq100-short-ideas': `Nasdaq 100 ideas ${optix(NASDAQ)}`,
  'russell3000-long-ideas': `Russell 3000 ideas ${optix(RUSSELL)}`,
  'russell3000-short-ideas': `Russell 3000 ideas ${optix(RUSSELL)}`,
  'commod-hedger-extremes':
    'hedger extremes need Commitments of Traders series: refresh contract codes such as 067651 (crude oil) or 088691 (gold) from the cftc source on the Data screen',
  'etf-sector-ma':
    'sector breadth needs a universe with sectors (the S&P 500) and its members’ prices: refresh the S&P 500 universe on the Data screen',
  'optix-exhaustion': `sentiment exhaustion ${optix('any symbol')}`,
  'sp1500-dividend': `dividend stocks need fundamentals of the S&P 500 members: ${FUNDAMENTALS}`,
  'nasdaq100-dividend': `Nasdaq 100 dividend stocks need fundamentals of the ${NASDAQ}: ${FUNDAMENTALS}`,
};

/** What the screen needs; with `universe`, of that universe's members rather than the screen's own. */
export function needs(key: ScreenKey, universe?: string): NeedsData {
  if (universe === undefined) return new NeedsData(NEEDS[key]);
  const category = screenCategory(key);
  if (category === 'C') return new NeedsData(`${universe} ideas ${optix(`members of ${universe}`)}`);
  if (category === 'G')
    return new NeedsData(`dividend stocks need fundamentals of ${universe}’s members: ${FUNDAMENTALS}`);
  if (category === 'E')
    return new NeedsData(
      `sector breadth needs prices of ${universe}’s members: refresh ${universe} on the Data screen`,
    );
  return new NeedsData(NEEDS[key]);
}
