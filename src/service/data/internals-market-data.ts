import type { CatalogueItem, DataProvenance, IndicatorMetadataEntry } from '../../contract/index.ts';
import type { MarketInternals } from '../../engine/internals/internals.ts';
import { marketInternals } from '../../engine/internals/internals.ts';
import { seriesRatio } from '../../engine/internals/ratio.ts';
import type { OptionQuote } from '../../engine/options/types.ts';
import type { Bars, ValueSeries } from '../../engine/series/bars.ts';
import type { MarketData, SymbolKind } from '../ports.ts';

/** A universe as the internals need it: its name and its members. */
export interface InternalsUniverse {
  name: string;
  symbols: readonly string[];
}

interface InternalDefinition {
  /** What follows the universe's name in the indicator's name. */
  suffix: string;
  pick: (internals: MarketInternals) => ValueSeries;
  description: string;
  /** Suggested extremes: a reading past `high` is optimistic (crowded), past `low` pessimistic. */
  high: number;
  low: number;
}

/** The internals a rule can name as `<universe> <suffix>` (docs/market-internals.md has the formulas). */
export const INTERNALS: readonly InternalDefinition[] = [
  {
    suffix: '% Above 50-Day MA',
    pick: (i) => i.percentAbove50,
    description: 'Percent of the members with a 50-day average on the day whose close is above it.',
    high: 80,
    low: 20,
  },
  {
    suffix: '% Above 200-Day MA',
    pick: (i) => i.percentAbove200,
    description: 'Percent of the members with a 200-day average on the day whose close is above it.',
    high: 80,
    low: 20,
  },
  {
    suffix: 'New Highs - New Lows',
    pick: (i) => i.newHighsMinusLows,
    description:
      'Members closing above their highest close of the previous 252 bars, minus those closing below the lowest.',
    high: 0,
    low: 0,
  },
  {
    suffix: 'Advance-Decline Line',
    pick: (i) => i.advanceDeclineLine,
    description: 'The running sum of advancing minus declining members (close against the member’s previous close).',
    high: 0,
    low: 0,
  },
  {
    suffix: 'McClellan Oscillator',
    pick: (i) => i.mcclellanOscillator,
    description: 'The 19-day minus the 39-day exponential average of daily net advances (advancers minus decliners).',
    high: 0,
    low: 0,
  },
  {
    suffix: 'McClellan Summation Index',
    pick: (i) => i.mcclellanSummation,
    description: 'The running sum of the McClellan oscillator.',
    high: 0,
    low: 0,
  },
  {
    suffix: 'Up Volume Ratio',
    pick: (i) => i.upVolumeRatio,
    description: 'The volume of advancing members as a percent of the volume of advancing and declining members.',
    high: 90,
    low: 10,
  },
];

const key = (text: string) => text.trim().toUpperCase();

/** The VIX term-structure ratio's name in the catalogue. */
export const VIX_RATIO = 'VIX/VIX3M';
/** The names the two volatility indices may be loaded under: a bundled or fetched indicator, or a price symbol. */
const VIX_NAMES = ['VIX', '^VIX'];
const VIX3M_NAMES = ['VIX3M', '^VIX3M'];

const VIX_RATIO_ENTRY: IndicatorMetadataEntry = {
  sentiment: '2',
  description:
    'The CBOE VIX (30-day implied volatility of the S&P 500) divided by the VIX3M (3-month) on the dates both ' +
    'have a value. Below 1 the term structure is in contango, the usual calm state; above 1 it is in ' +
    'backwardation: near-term fear exceeds longer-term, which has tended to mark stress and, read contrarily, ' +
    'washed-out selling. Readings near 0.8 mark complacency.',
  opt_extreme: 0.8,
  pess_extreme: 1,
  contrary: '1.0',
  premium: '0',
  chart_type: 'line',
  updated: 'Daily',
};

function vixRatioItem(): CatalogueItem {
  return { chart_name: VIX_RATIO, url: VIX_RATIO, market_symbol: 'SPX', type: 'other', updated: 'Daily' };
}

/**
 * Market data with the VIX/VIX3M term-structure ratio when both indices are loaded, and each universe's market
 * internals as indicators: `<universe> % Above 200-Day MA` and the others
 * of INTERNALS are listed in the catalogue and computed from the members the connection has data for (a member
 * without data is left out, and the description says how many counted). A universe's internals are computed once
 * and again only when a member's bars are no longer the same (a refresh changed them).
 */
export class InternalsMarketData implements MarketData {
  readonly #inner: MarketData;
  readonly #universes: () => Promise<readonly InternalsUniverse[]>;
  readonly #computed = new Map<string, { members: (Bars | undefined)[]; internals: Promise<MarketInternals> }>();

  constructor(inner: MarketData, universes: () => Promise<readonly InternalsUniverse[]>) {
    this.#inner = inner;
    this.#universes = universes;
  }

  symbols(): Promise<string[]> {
    return this.#inner.symbols();
  }

  bars(symbol: string): Promise<Bars | undefined> {
    return this.#inner.bars(symbol);
  }

  symbolKind(symbol: string): Promise<SymbolKind | undefined> {
    return this.#inner.symbolKind(symbol);
  }

  optionChain(): Promise<OptionQuote[] | undefined> {
    return this.#inner.optionChain();
  }

  provenance(symbol: string): Promise<DataProvenance | undefined> {
    return this.#inner.provenance?.(symbol) ?? Promise.resolve(undefined);
  }

  /** The connection's indicators, then every universe's internals. */
  async catalogue(): Promise<CatalogueItem[]> {
    const [items, universes] = await Promise.all([this.#inner.catalogue(), this.#universes()]);
    const ratio = (await this.#hasVixPair(items)) ? [vixRatioItem()] : [];
    const internals = universes.flatMap((u) =>
      INTERNALS.map((d): CatalogueItem => {
        const name = `${u.name} ${d.suffix}`;
        return { chart_name: name, url: name, market_symbol: u.name, type: 'other', updated: 'Daily' };
      }),
    );
    return [...items, ...ratio, ...internals];
  }

  async indicator(nameOrUrl: string): Promise<ValueSeries | undefined> {
    if (key(nameOrUrl) === VIX_RATIO) {
      const [vix, vix3m] = await Promise.all([this.#values(VIX_NAMES), this.#values(VIX3M_NAMES)]);
      if (vix && vix3m) return seriesRatio(vix, vix3m);
    }
    const found = await this.#find(nameOrUrl);
    if (!found) return this.#inner.indicator(nameOrUrl);
    return found.definition.pick(await this.#internals(found.universe));
  }

  async indicatorInfo(url: string): Promise<{ url: string; entry: IndicatorMetadataEntry } | undefined> {
    if (key(url) === VIX_RATIO && (await this.#hasVixPair(await this.#inner.catalogue()))) {
      return { url: VIX_RATIO, entry: VIX_RATIO_ENTRY };
    }
    const found = await this.#find(url);
    if (!found) return this.#inner.indicatorInfo(url);
    const { universe, definition } = found;
    const withData = (await this.#members(universe)).filter((b) => b !== undefined).length;
    const entry: IndicatorMetadataEntry = {
      sentiment: '2',
      description:
        `${definition.description} Computed over the ${withData} of ${universe.symbols.length} members of ` +
        `${universe.name} this connection has prices for, with today's membership for every past day.`,
      opt_extreme: definition.high,
      pess_extreme: definition.low,
      contrary: '0',
      premium: '0',
      chart_type: 'line',
      updated: 'Daily',
    };
    return { url: `${universe.name} ${definition.suffix}`, entry };
  }

  /** Whether both VIX and VIX3M are loaded (as indicators or as prices) and the connection has no VIX/VIX3M of its own. */
  async #hasVixPair(items: readonly CatalogueItem[]): Promise<boolean> {
    const indicators = new Set(items.flatMap((i) => [key(i.url), key(i.chart_name)]));
    if (indicators.has(VIX_RATIO)) return false;
    const symbols = new Set((await this.#inner.symbols()).map(key));
    const loaded = (names: readonly string[]) => names.some((n) => indicators.has(n) || symbols.has(n));
    return loaded(VIX_NAMES) && loaded(VIX3M_NAMES);
  }

  /** The first of the names loaded, as values: an indicator's, else a price symbol's closes. */
  async #values(names: readonly string[]): Promise<ValueSeries | undefined> {
    for (const name of names) {
      const series = await this.#inner.indicator(name);
      if (series) return series;
      const bars = await this.#inner.bars(name);
      if (bars) return { time: bars.time, value: bars.close };
    }
    return undefined;
  }

  /** The universe and internal a name means (`<universe> <suffix>`, any case), or undefined. */
  async #find(name: string): Promise<{ universe: InternalsUniverse; definition: InternalDefinition } | undefined> {
    const wanted = key(name);
    const definition = INTERNALS.find((d) => wanted.endsWith(` ${key(d.suffix)}`));
    if (!definition) return undefined;
    const universeName = wanted.slice(0, wanted.length - definition.suffix.length - 1).trim();
    const universe = (await this.#universes()).find((u) => key(u.name) === universeName);
    return universe && { universe, definition };
  }

  #members(universe: InternalsUniverse): Promise<(Bars | undefined)[]> {
    return Promise.all(universe.symbols.map((s) => this.#inner.bars(s).catch(() => undefined)));
  }

  async #internals(universe: InternalsUniverse): Promise<MarketInternals> {
    const members = await this.#members(universe);
    const cached = this.#computed.get(key(universe.name));
    const same = cached && cached.members.length === members.length && cached.members.every((b, i) => b === members[i]);
    if (cached && same) return cached.internals;
    const internals = Promise.resolve().then(() => marketInternals(members.filter((b) => b !== undefined)));
    this.#computed.set(key(universe.name), { members, internals });
    return internals;
  }
}
