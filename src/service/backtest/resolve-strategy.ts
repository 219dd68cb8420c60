import type { RuleBlock, StrategyParamsInput } from '../../contract/index.ts';
import { StrategyParamsInputSchema } from '../../contract/index.ts';
import { parseRiskControl } from '../../engine/backtest/risk-control.ts';
import { ServiceError } from '../errors.ts';
import type { MarketData } from '../ports.ts';
import type { MergedParams } from './defaults.ts';
import { mergeDefaults } from './defaults.ts';
import type { ResolvedCondition } from './resolve-condition.ts';
import { resolveCondition } from './resolve-condition.ts';
import { CatalogueIndex } from './resolve-signal.ts';
import { lookbackOf } from './lookback.ts';
import { csvRowsToPriceRows } from '../../csv/csv-data-rows.ts';
import { CsvError } from '../../csv/csv-error.ts';
import { barsFromRows, SeriesError } from '../../engine/series/from-rows.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { adjustsNothing, totalReturnProblem } from './price-basis.ts';

/** CSV mode maps conditions to Entry1..5/Exit1..5, so a block has at most five. */
export const CSV_MAX_CONDITIONS = 5;

export interface ResolvedBlock {
  ruleType: RuleBlock['rule_type'];
  conditions: ResolvedCondition[];
  threshold: number;
  signalsInMarket: number;
  delayBars: number;
}

export interface ResolvedRisk {
  stopPct: number | null;
  takePct: number | null;
  maxBars: number | null;
}

export interface ResolvedStrategy {
  input: StrategyParamsInput;
  merged: MergedParams;
  defaultsApplied: Record<string, unknown>;
  entry: ResolvedBlock;
  exit: ResolvedBlock;
  risk: ResolvedRisk;
  warnings: string[];
}

const KNOWN_FIELDS = new Set(Object.keys(StrategyParamsInputSchema.def.shape));

/**
 * Parses a request from outside the router (a stored task, a sweep's combination) into a StrategyParams input, or
 * throws a 400 that names each bad field.
 */
export function parseStrategyRequest(body: unknown): StrategyParamsInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ServiceError.field('', 'the body must be a JSON object of StrategyParams');
  }
  const parsed = StrategyParamsInputSchema.safeParse(body);
  if (!parsed.success) {
    throw ServiceError.badRequest(
      parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    );
  }
  return parsed.data;
}

async function resolveBlock(
  block: RuleBlock,
  side: 'entry' | 'exit',
  ctxBase: { catalogue: CatalogueIndex; marketData: MarketData; csvMode: boolean },
  warnings: string[],
): Promise<ResolvedBlock> {
  const key = block.rule_type === 'TimeOrder' ? 'steps' : block.used_voters ? 'voters' : 'condition';
  if (ctxBase.csvMode && block.conditions.length > CSV_MAX_CONDITIONS) {
    throw ServiceError.field(
      `${side}.${key}`,
      `CSV mode reads ${side === 'entry' ? 'Entry' : 'Exit'}1..${CSV_MAX_CONDITIONS}, so a block has at most ${CSV_MAX_CONDITIONS} conditions (this one has ${block.conditions.length})`,
    );
  }
  const column = side === 'entry' ? 'Entry' : 'Exit';
  const conditions: ResolvedCondition[] = [];
  for (const [i, condition] of block.conditions.entries()) {
    const path = block.rule_type === 'SingleCondition' ? `${side}.condition` : `${side}.${key}.${i}`;
    conditions.push(await resolveCondition(condition, path, { ...ctxBase, csvColumn: `${column}${i + 1}` }, warnings));
  }
  return {
    ruleType: block.rule_type,
    conditions,
    threshold: block.rule_type === 'Scoring' ? (block.score_threshold ?? conditions.length) : conditions.length,
    signalsInMarket: block.signals_in_market,
    delayBars: block.delay_bars,
  };
}

/** Bad csv_data rows are the user's input, so they are a 400 naming the row and column, not a failed task. */
function checkCsvRows(rows: readonly Record<string, unknown>[]): void {
  try {
    barsFromRows(csvRowsToPriceRows(rows));
  } catch (error) {
    if (error instanceof CsvError) {
      const path = ['csv_data', error.row - 1, error.column].filter((p) => p !== '').join('.');
      throw ServiceError.field(path, error.message);
    }
    if (error instanceof SeriesError) throw ServiceError.field('csv_data', error.message);
    throw error;
  }
}

/** A total-return run on data without adjusted closes is the user's choice to change: a 400 on price_basis. */
const BAR_LENGTH: Record<string, number> = { Hourly: 0, Daily: 1, Weekly: 2, Monthly: 3 };

/**
 * What a signal updated at another frequency than the bars really does: each bar reads the signal's latest value
 * dated on or before it (alignToBars), so trades still happen, only on its pace or the bars', whichever is slower.
 */
export function frequencyMismatch(path: string, name: string, updated: string, frequency: string): string {
  const slower = (BAR_LENGTH[updated] ?? 0) > (BAR_LENGTH[frequency] ?? 0);
  const effect = slower
    ? `each ${frequency.toLowerCase()} bar reads its latest ${updated.toLowerCase()} value, so the condition can change only when a new value arrives`
    : `each ${frequency.toLowerCase()} bar reads its latest value, and the values between two bars are not seen`;
  return `${path}: ${name} is updated ${updated} but frequency is ${frequency}; ${effect}`;
}

function checkTotalReturn(bars: Bars, symbol: string, warnings: string[]): void {
  const problem = totalReturnProblem(bars, symbol);
  if (problem !== null) throw ServiceError.field('price_basis', problem);
  if (adjustsNothing(bars))
    warnings.push(
      `price_basis: ${symbol}'s adjusted close is its close on every bar (its source does not adjust for dividends), so total return is the price return`,
    );
}

/**
 * Everything validate and run share, from the parsed request: defaults, resolved signals and the warnings of
 * docs/semantics.md ("Warnings we add"). Throws ServiceError(400) for what cannot run.
 */
export async function resolveStrategy(
  input: StrategyParamsInput,
  marketData: MarketData,
  today: string,
): Promise<ResolvedStrategy> {
  const warnings: string[] = [];
  const { merged, defaultsApplied } = mergeDefaults(input, today);

  // The schema keeps the fields it does not know (a loose object): each is a warning.
  for (const field of Object.keys(input)) {
    if (!KNOWN_FIELDS.has(field)) warnings.push(`unknown field "${field}" is ignored`);
  }
  for (const side of ['entry', 'exit'] as const) {
    if (input[side].used_voters)
      warnings.push(`${side}: "voters" is read as the Scoring condition array; the spec's key is "condition"`);
  }

  let risk: ResolvedRisk;
  try {
    const parsed = parseRiskControl(merged.risk_control);
    risk = { stopPct: parsed.stopPct, takePct: parsed.takePct, maxBars: parsed.maxBars };
    warnings.push(...parsed.warnings);
  } catch (error) {
    throw ServiceError.field('risk_control', (error as Error).message);
  }

  const catalogue = new CatalogueIndex(await marketData.catalogue());
  const ctxBase = { catalogue, marketData, csvMode: merged.csv_mode };
  const entry = await resolveBlock(input.entry, 'entry', ctxBase, warnings);
  const exit = await resolveBlock(input.exit, 'exit', ctxBase, warnings);

  for (const c of [...entry.conditions, ...exit.conditions]) {
    const updated = c.signal.catalogueItem?.updated;
    if (updated && updated !== merged.frequency) {
      warnings.push(frequencyMismatch(c.path, c.signal.name, updated, merged.frequency));
    }
    const words = c.signal.name.toUpperCase().split(/[^A-Z0-9.^]+/);
    if (c.signal.category !== 'Symbol' && words.includes(merged.symbol)) {
      warnings.push(
        `${c.path}: the signal name contains the ticker ${merged.symbol}; the ticker belongs in "symbol" only`,
      );
    }
  }
  if (input.risk_control === undefined && exit.ruleType !== 'RiskControlOnly') {
    warnings.push(
      'risk_control is the default //21, so every trade is closed after 21 bars even if the exit signals have not fired; send "//" to let the exit signals decide',
    );
  }
  if (exit.ruleType === 'RiskControlOnly' && risk.stopPct === null && risk.takePct === null && risk.maxBars === null) {
    warnings.push(
      'the exit is RiskControlOnly but risk_control sets nothing, so trades only close at the end of the data',
    );
  }
  if (merged.start_date > merged.end_date) {
    warnings.push(`start_date ${merged.start_date} is after end_date ${merged.end_date}; no bar falls in the window`);
  }
  if (merged.csv_mode && merged.price_basis === 'total_return')
    throw ServiceError.field(
      'price_basis',
      'total return reads the adjusted close of a symbol in this connection, and csv_data rows are traded as sent: send total-return prices in them and choose price',
    );
  if (merged.csv_mode) {
    checkCsvRows(input.csv_data ?? []);
    const rows = input.csv_data?.length ?? 0;
    const longest = Math.max(0, ...[...entry.conditions, ...exit.conditions].map(lookbackOf));
    if (rows <= longest)
      warnings.push(
        `csv_data has ${rows} rows, not more than the longest lookback of ${longest} bars; the conditions cannot hold on any bar`,
      );
  } else {
    // Whether the symbol has prices is the listing's answer (symbolKind); its bars are read only to check a total
    // return basis. Reading them here would parse a file on every submit's path that only the run needs.
    const listed = (await marketData.symbolKind(merged.symbol)) !== undefined;
    const bars = listed && merged.price_basis === 'total_return' ? await marketData.bars(merged.symbol) : undefined;
    if (!listed) warnings.push(`no price data for ${merged.symbol} in this connection; the backtest will fail`);
    else if (bars) checkTotalReturn(bars, merged.symbol, warnings);
  }

  return { input, merged, defaultsApplied, entry, exit, risk, warnings };
}
