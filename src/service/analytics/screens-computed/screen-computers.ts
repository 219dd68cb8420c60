import type { ScreenKey, ScreenRecord } from '../../../contract/index.ts';
import type { Universe } from '../../../contract/universes.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { SP500_NAME } from '../../data/builtin-universes.ts';
import { isContractCode } from './cot-contracts.ts';
import { dividendScreen } from './dividend-screen.ts';
import { hedgerExtreme } from './hedger-extremes.ts';
import { NeedsData, needs } from './needs-data.ts';
import { optixMembers } from './optix-members.ts';
import { newestOptixTime, optixExhaustion, optixIdeas, optixTrend } from './optix-screens.ts';
import { pricedMembers, type ScreenInputs } from './screen-inputs.ts';
import { monthSeasonality } from './seasonality-screen.ts';
import { sectorBreadth } from './sector-breadth.ts';
import { SECTOR_ETFS } from './sector-etfs.ts';

/** A screen's records, undefined for an ideas day without data, or what the screen needs. */
export type Computed = ScreenRecord[] | undefined | NeedsData;
/** `universe`: the one asked for instead of the screen's own, known to exist (ComputedPublications checks). */
type Computer = (inputs: ScreenInputs, date?: string, universe?: string) => Promise<Computed>;

const NASDAQ_100 = 'Nasdaq 100';
const RUSSELL_3000 = 'Russell 3000';

/** The S&P 500 when it has sectors, else the first universe that has some. */
async function universeWithSectors(inputs: ScreenInputs): Promise<Universe | undefined> {
  const all = [SP500_NAME, ...((await inputs.universes?.list())?.map((u) => u.name) ?? [])];
  for (const name of all) {
    const u = await inputs.universes?.get(name);
    if (u?.sectors && Object.keys(u.sectors).length > 0) return u;
  }
  return undefined;
}

const sectorMa: Computer = async (inputs, _date, asked) => {
  const universe = asked === undefined ? await universeWithSectors(inputs) : await inputs.universes?.get(asked);
  if (!universe) return needs('etf-sector-ma');
  if (!universe.sectors || Object.keys(universe.sectors).length === 0)
    return new NeedsData(
      `${universe.name} has no sectors: save it again from a CSV file with a Sector column (Data screen, Universes)`,
    );
  const priced = await pricedMembers(inputs.marketData, universe.symbols);
  const etfs = new Map<string, Bars>();
  for (const symbol of Object.values(SECTOR_ETFS)) {
    const bars = await inputs.marketData.bars(symbol).catch(() => undefined);
    if (bars) etfs.set(symbol, bars);
  }
  const etfClose = (symbol: string, time: number) => {
    const bars = etfs.get(symbol);
    const at = bars ? bars.time.indexOf(time) : -1;
    return bars && at >= 0 ? bars.close[at] : null;
  };
  return sectorBreadth(universe, priced, etfClose) ?? needs('etf-sector-ma', asked);
};

const hedgers: Computer = async (inputs) => {
  const heads = (await inputs.store?.list()) ?? [];
  const codes = heads.filter((h) => h.source === 'cftc' && h.kind === 'indicator' && isContractCode(h.symbol));
  const rows = await Promise.all(
    codes.map(async (h) => {
      const series = await inputs.marketData.indicator(h.symbol);
      return series && hedgerExtreme(h.symbol, series);
    }),
  );
  const records = rows.filter((r) => r !== undefined);
  return records.length > 0 ? records : needs('commod-hedger-extremes');
};

function dividends(key: ScreenKey, universeName: string): Computer {
  return async (inputs, _date, asked) => {
    const universe = await inputs.universes?.get(asked ?? universeName);
    const fundamentals = (await inputs.snapshots?.allFundamentals()) ?? [];
    if (!universe || fundamentals.length === 0) return needs(key, asked);
    const bars = new Map<string, Bars>();
    for (const m of await pricedMembers(inputs.marketData, universe.symbols)) bars.set(m.symbol, m.bars);
    const records = dividendScreen(universe, fundamentals, bars);
    return records.length > 0 ? records : needs(key, asked);
  };
}

const dayTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

function ideas(key: ScreenKey, universeName: string, side: 'long' | 'short'): Computer {
  return async (inputs, date, asked) => {
    const universe = await inputs.universes?.get(asked ?? universeName);
    const members = universe ? await optixMembers(inputs.marketData, universe.symbols) : [];
    if (!universe || members.length === 0) return needs(key, asked);
    const time = date === undefined ? newestOptixTime(members) : dayTime(date);
    if (time === undefined || !members.some((m) => m.bars.time.includes(time))) return undefined;
    return optixIdeas(
      members,
      side,
      time,
      `${universe.name} (${members.length} of ${universe.symbols.length} members have Optix series)`,
    );
  };
}

async function symbolsOfKind(inputs: ScreenInputs, kind: 'etf' | 'any'): Promise<string[]> {
  const symbols = await inputs.marketData.symbols();
  if (kind === 'any') return symbols;
  const kinds = await Promise.all(symbols.map((s) => inputs.marketData.symbolKind(s)));
  return symbols.filter((_, i) => kinds[i] === kind);
}

const exhaustion: Computer = async (inputs) => {
  const members = await optixMembers(inputs.marketData, await symbolsOfKind(inputs, 'any'));
  return members.length > 0 ? optixExhaustion(members) : needs('optix-exhaustion');
};

const etfTrend: Computer = async (inputs) => {
  const members = await optixMembers(inputs.marketData, await symbolsOfKind(inputs, 'etf'));
  return members.length > 0 ? optixTrend(members, 'ETF') : needs('etf-sentiment-trend');
};

const etfSeasonality: Computer = async (inputs) => {
  const members = await optixMembers(inputs.marketData, await symbolsOfKind(inputs, 'etf'));
  return members.length > 0 ? monthSeasonality(members, 'ETF') : needs('etf-sentiment-seasonality');
};

/** Nothing this app fetches says which symbols are commodity futures, so those screens come from a data folder. */
const notComputed =
  (key: ScreenKey): Computer =>
  () =>
    Promise.resolve(needs(key));

/** How each screen is computed (docs/screens.md). */
export const SCREEN_COMPUTERS: Record<ScreenKey, Computer> = {
  'etf-sentiment-seasonality': etfSeasonality,
  'commod-sentiment-seasonality': notComputed('commod-sentiment-seasonality'),
  'etf-sentiment-trend': etfTrend,
  'commod-sentiment-trend': notComputed('commod-sentiment-trend'),
  'stocks-long-ideas': ideas('stocks-long-ideas', SP500_NAME, 'long'),
  'stocks-short-ideas': ideas('stocks-short-ideas', SP500_NAME, 'short'),
  'nasdaq100-long-ideas': ideas('nasdaq100-long-ideas', NASDAQ_100, 'long'),
  'nasdaq100-short-ideas': ideas('nasdaq100-short-ideas', NASDAQ_100, 'short'),
  'russell3000-long-ideas': ideas('russell3000-long-ideas', RUSSELL_3000, 'long'),
  'russell3000-short-ideas': ideas('russell3000-short-ideas', RUSSELL_3000, 'short'),
  'commod-hedger-extremes': hedgers,
  'etf-sector-ma': sectorMa,
  'optix-exhaustion': exhaustion,
  'sp1500-dividend': dividends('sp1500-dividend', SP500_NAME),
  'nasdaq100-dividend': dividends('nasdaq100-dividend', NASDAQ_100),
};
