/**
 * The Select Sector SPDR fund of each GICS sector (State Street's eleven sector ETFs, as listed on
 * sectorspdrs.com): the symbol a sector's row of the sector-breadth screen carries.
 */
export const SECTOR_ETFS: Readonly<Record<string, string>> = {
  'Communication Services': 'XLC',
  'Consumer Discretionary': 'XLY',
  'Consumer Staples': 'XLP',
  Energy: 'XLE',
  Financials: 'XLF',
  'Health Care': 'XLV',
  Industrials: 'XLI',
  'Information Technology': 'XLK',
  Materials: 'XLB',
  'Real Estate': 'XLRE',
  Utilities: 'XLU',
};
