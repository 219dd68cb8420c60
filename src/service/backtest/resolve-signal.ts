import type { CatalogueItem, Signal } from '../../contract/index.ts';
import type { ResolvedTechnical } from '../../engine/indicators/technical-map.ts';
import { parseTechnicalName } from '../../engine/indicators/technical-map.ts';
import { ServiceError } from '../errors.ts';
import type { MarketData } from '../ports.ts';

export const PRICE_COLUMNS = ['Open', 'High', 'Low', 'Close', 'Volume'] as const;
export type PriceColumn = (typeof PRICE_COLUMNS)[number];

export type SignalCategory = 'Sentiment' | 'Symbol' | 'Technical';

const PREFIX: Record<SignalCategory, 'SI' | 'SY' | 'TI'> = { Sentiment: 'SI', Symbol: 'SY', Technical: 'TI' };

/** Technical signals read 20/80 unless the request says otherwise (spec 2.3). */
const TECHNICAL_EXTREMES = { eo: 20, ep: 80 };

export interface ResolvedSignal {
  category: SignalCategory;
  prefix: 'SI' | 'SY' | 'TI';
  /** Canonical name: `RSI(14)`, `Symbol Close`, or the catalogue's chart_name. */
  name: string;
  eo: number;
  ep: number;
  technical?: ResolvedTechnical;
  column?: PriceColumn;
  catalogueItem?: CatalogueItem;
  /** CSV mode: the column a Sentiment signal reads (Entry1..5 / Exit1..5). */
  csvColumn?: string;
}

/** Case-insensitive lookup of the catalogue by chart_name and by url. */
export class CatalogueIndex {
  private readonly byKey = new Map<string, CatalogueItem>();

  constructor(items: readonly CatalogueItem[]) {
    for (const item of items) {
      this.byKey.set(item.chart_name.toLowerCase(), item);
      if (!this.byKey.has(item.url.toLowerCase())) this.byKey.set(item.url.toLowerCase(), item);
    }
  }

  find(name: string): CatalogueItem | undefined {
    return this.byKey.get(name.trim().toLowerCase());
  }
}

export interface SignalContext {
  catalogue: CatalogueIndex;
  marketData: MarketData;
  csvMode: boolean;
  /** Entry{i} or Exit{i}: the column this condition reads in CSV mode when it is not a Symbol or Technical signal. */
  csvColumn: string;
}

const SYMBOL_NAME = /^symbol\s+(open|high|low|close|volume)$/i;

function symbolColumn(name: string): PriceColumn | undefined {
  const match = SYMBOL_NAME.exec(name.trim());
  if (!match) return undefined;
  const word = match[1].toLowerCase();
  return PRICE_COLUMNS.find((c) => c.toLowerCase() === word);
}

function technical(name: string, path: string): ResolvedTechnical | undefined {
  try {
    return parseTechnicalName(name);
  } catch (error) {
    throw ServiceError.field(`${path}.name`, (error as Error).message);
  }
}

function extreme(value: string | number | undefined, fallback: number): number {
  return value === undefined || value === '' ? fallback : Number(value);
}

/**
 * Detects a signal's category in the order of spec 2.3 (catalogue, technical map, Symbol) unless the request names
 * it, and fills in its extremes. In CSV mode a name that is neither Symbol nor Technical reads its Entry/Exit column.
 */
export async function resolveSignal(signal: Signal, path: string, ctx: SignalContext): Promise<ResolvedSignal> {
  const name = signal.name.trim();
  const params = signal.params ?? {};
  const category = signal.type ?? detectCategory(name, path, ctx);
  if (!category) {
    throw ServiceError.field(
      `${path}.name`,
      `"${name}" is not in this connection's indicator catalogue or the technical map, and is not a Symbol signal (Symbol Open, High, Low, Close or Volume)`,
    );
  }

  if (category === 'Symbol') {
    const column = symbolColumn(name);
    if (!column) {
      throw ServiceError.field(
        `${path}.name`,
        `"${name}" is not a Symbol signal; use Symbol Open, Symbol High, Symbol Low, Symbol Close or Symbol Volume`,
      );
    }
    return {
      category,
      prefix: PREFIX.Symbol,
      name: `Symbol ${column}`,
      column,
      eo: extreme(params.extreme_optimism, 0),
      ep: extreme(params.extreme_pessimism, 0),
    };
  }

  if (category === 'Technical') {
    const resolved = technical(name, path);
    if (!resolved) throw ServiceError.field(`${path}.name`, `"${name}" is not in the technical indicator map`);
    return {
      category,
      prefix: PREFIX.Technical,
      name: resolved.name,
      technical: resolved,
      eo: extreme(params.extreme_optimism, TECHNICAL_EXTREMES.eo),
      ep: extreme(params.extreme_pessimism, TECHNICAL_EXTREMES.ep),
    };
  }

  const item = ctx.catalogue.find(name);
  if (!item && !ctx.csvMode) {
    throw ServiceError.field(`${path}.name`, `"${name}" is not in this connection's indicator catalogue`);
  }
  const info = item ? await ctx.marketData.indicatorInfo(item.url) : undefined;
  return {
    category: 'Sentiment',
    prefix: PREFIX.Sentiment,
    name: item?.chart_name ?? name,
    catalogueItem: item,
    csvColumn: ctx.csvMode ? ctx.csvColumn : undefined,
    eo: extreme(params.extreme_optimism, info?.entry.opt_extreme ?? 0),
    ep: extreme(params.extreme_pessimism, info?.entry.pess_extreme ?? 0),
  };
}

/** Spec 2.3's order; undefined when nothing matches outside CSV mode. */
function detectCategory(name: string, path: string, ctx: SignalContext): SignalCategory | undefined {
  if (ctx.catalogue.find(name)) return 'Sentiment';
  if (technical(name, path)) return 'Technical';
  if (/^symbol\b/i.test(name)) return 'Symbol';
  return ctx.csvMode ? 'Sentiment' : undefined;
}
