import type { Health, StalestSymbol } from '../../contract/errors.ts';
import type { SymbolStore } from '../data/market-source-port.ts';
import { weekdaysBetween } from '../data/staleness.ts';
import { isoDate } from '../system-clock.ts';
import type { Clock, RefreshSchedulePort } from '../ports.ts';

/** What a host with a scheduled refresh gives `GET /health` beyond `status`. */
export interface HealthSources {
  clock: Clock;
  /** Without a store there is no stalest symbol to name. */
  store?: SymbolStore;
  refreshSchedule: RefreshSchedulePort;
}

/**
 * The stored price series whose newest date is the oldest, and how many weekdays lie after it up to `today` (value
 * series such as a weekly COT report are left out, as the stale flag leaves them out); undefined when none is stored.
 */
export function stalestSymbol(
  heads: readonly { symbol: string; kind: string; last: string }[],
  today: string,
): StalestSymbol | undefined {
  let stalest: { symbol: string; last: string } | undefined;
  for (const head of heads)
    if (head.kind === 'prices' && (stalest === undefined || head.last < stalest.last)) stalest = head;
  return stalest && { symbol: stalest.symbol, last: stalest.last, weekdays_behind: weekdaysBetween(stalest.last, today) };
}

/** The health answer: `status`, then the refresh figures where the host has them. */
export async function healthFigures(sources: HealthSources | undefined): Promise<Health> {
  const health: Health = { status: 'ok' };
  if (!sources) return health;
  health.last_refresh_ended = await sources.refreshSchedule.lastEnded();
  if (sources.store)
    health.stalest_symbol = stalestSymbol(await sources.store.list(), isoDate(sources.clock.now())) ?? null;
  return health;
}
