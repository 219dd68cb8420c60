import type { CpmParams, CpmTimeframe } from '../../../contract/index.ts';
import { CpmParamsSchema, fieldErrors } from '../../../contract/index.ts';
import type { CpmPatternName } from '../../../engine/cpm/index.ts';
import { CPM_PATTERN_NAMES, isCpmPatternName, patternTemplate } from '../../../engine/cpm/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import { civilFromDays, daysFromCivil } from '../../../engine/series/civil.ts';
import { DAY_MS } from '../../../engine/series/frequency.ts';
import { resampleBars } from '../../../engine/series/resample.ts';
import { windowRange } from '../../../engine/series/window.ts';
import type { MarketData } from '../../ports.ts';
import { AnalyticsServiceError } from '../analytics-error.ts';

/** Template length of a predefined pattern when `pattern_bars` is not given (issue 5). */
const DEFAULT_PATTERN_BARS: Record<CpmTimeframe, number> = { Daily: 60, Weekly: 26, Monthly: 12 };
const MIN_TEMPLATE_BARS = 5;

/** A CPM request made ready to scan: bars at the timeframe, the template, and where to search. */
export interface ResolvedCpm {
  params: CpmParams;
  bars: Bars;
  template: Float64Array;
  /** A predefined pattern's name, or null in Customize mode. */
  pattern: CpmPatternName | null;
  /** Customize mode: the bars the template was taken from (they are not searched). */
  templateRange: { from: number; to: number } | null;
  /** First bar of the searched span (the last `lookback_period` years). */
  searchFrom: number;
}

/** A CPM request from outside the router (a stored task) parsed; a 400 naming each bad field. */
export function parseCpmRequest(body: unknown): CpmParams {
  const parsed = CpmParamsSchema.safeParse(body);
  if (!parsed.success) throw AnalyticsServiceError.badRequest(fieldErrors(parsed.error));
  return parsed.data;
}

function atTimeframe(bars: Bars, timeframe: CpmTimeframe): Bars {
  return timeframe === 'Daily' ? bars : resampleBars(bars, timeframe);
}

/** The first bar on or after the same calendar date `years` years before the last bar. */
function lookbackStart(bars: Bars, lookback: CpmParams['lookback_period']): number {
  if (lookback === 'All') return 0;
  const last = civilFromDays(Math.floor(bars.time[bars.time.length - 1] / DAY_MS));
  const start = daysFromCivil(last.year - Number(lookback), last.month, last.day) * DAY_MS;
  return windowRange(bars.time, start, Number.NaN)?.from ?? 0;
}

/** Checks a parsed CPM request against the connection's data: code 400 or 404 naming what is wrong. */
export async function resolveCpm(params: CpmParams, marketData: MarketData): Promise<ResolvedCpm> {
  let pattern: CpmPatternName | null = null;
  if (params.system_pattern !== undefined) {
    if (!isCpmPatternName(params.system_pattern))
      throw AnalyticsServiceError.field(
        'system_pattern',
        `unknown pattern ${params.system_pattern}; expected one of ${CPM_PATTERN_NAMES.join(', ')}`,
      );
    pattern = params.system_pattern;
  }
  const daily = await marketData.bars(params.symbol);
  if (!daily || daily.time.length === 0)
    throw new AnalyticsServiceError(404, `no price data for ${params.symbol}: load its prices (a CSV) or pick another`);
  const bars = atTimeframe(daily, params.timeframe);
  const searchFrom = lookbackStart(bars, params.lookback_period);

  if (pattern !== null) {
    const length = params.pattern_bars ?? DEFAULT_PATTERN_BARS[params.timeframe];
    if (length > bars.time.length - searchFrom)
      throw new AnalyticsServiceError(
        404,
        `${params.symbol} has ${bars.time.length - searchFrom} ${params.timeframe.toLowerCase()} bars in the searched span, fewer than the ${length}-bar pattern`,
      );
    return { params, bars, template: patternTemplate(pattern, length), pattern, templateRange: null, searchFrom };
  }

  const start = Date.parse(`${params.start_date}T00:00:00Z`);
  const end = Date.parse(`${params.end_date}T00:00:00Z`);
  const range = windowRange(bars.time, start, end);
  const count = range ? range.to - range.from + 1 : 0;
  if (!range || count < MIN_TEMPLATE_BARS)
    throw AnalyticsServiceError.field(
      'start_date',
      `${params.start_date} to ${params.end_date} holds ${count} ${params.timeframe.toLowerCase()} bars of ${params.symbol}; a template needs at least ${MIN_TEMPLATE_BARS}`,
    );
  return {
    params,
    bars,
    template: bars.close.slice(range.from, range.to + 1),
    pattern: null,
    templateRange: range,
    searchFrom,
  };
}
