import { SCREEN_KEYS } from '../../src/contract/index.ts';
import { AnalyticsServiceError } from '../../src/service/analytics/analytics-error.ts';
import { loadUniverse } from '../../src/service/analytics/scanner/universe.ts';
import type { ScreenInputs } from '../../src/service/analytics/screens-computed/screen-inputs.ts';
import type { MarketData, Publications } from '../../src/service/ports.ts';
import type { Logger } from '../logger.ts';
import type { AfterRefresh } from './nightly-job.ts';
import { SCANNER_CATEGORIES } from '../../src/engine/scanner/types.ts';

/** What a night's recomputation did, as the log gives it. */
export interface Recomputed {
  /** Per universe: its members with daily prices, whose scanner signals were computed. */
  scanned: Record<string, number>;
  /** Screens with records; the others need data this server does not have, or failed (`failed`). */
  screens: number;
  failed: string[];
}

/**
 * After the night's refreshes, computes every universe's scanner signals and every screen once, so the morning's first
 * request finds them ready (the scanner keeps a symbol's signals with its bars: a refreshed symbol's are new) and the
 * log says at once when a screen stopped working.
 */
export async function recompute(deps: {
  marketData: MarketData;
  universes: ScreenInputs['universes'];
  publications: Publications;
}): Promise<Recomputed> {
  const scanned: Record<string, number> = {};
  for (const { name } of (await deps.universes?.list()) ?? []) {
    const universe = await deps.universes?.get(name);
    if (!universe) continue;
    const members = await loadUniverse(deps.marketData, undefined, universe.symbols);
    // The latest day's picks of each category: what the morning's first request asks for is then already worked out
    // (signals are computed when read).
    for (const member of members) {
      const last = member.bars.time.length - 1;
      if (last < 0) continue;
      for (const category of SCANNER_CATEGORIES) member.scanner().picksAt(last, category);
    }
    scanned[name] = members.length;
  }
  let screens = 0;
  const failed: string[] = [];
  for (const key of SCREEN_KEYS) {
    try {
      if (((await deps.publications.screen(key)) ?? []).length > 0) screens++;
    } catch (error) {
      // A screen that needs data the server lacks answers 404 by design; anything else is worth the operator's eye.
      if (!(error instanceof AnalyticsServiceError && error.code === 404)) failed.push(key);
    }
  }
  return { scanned, screens, failed };
}

/** The nightly hook of a server: recompute, and log what it found. */
export function recomputeAfterRefresh(deps: Parameters<typeof recompute>[0] & { log: Logger }): AfterRefresh {
  return async () => {
    const result = await recompute(deps);
    deps.log(result.failed.length > 0 ? 'warn' : 'info', 'nightly recompute', { ...result });
  };
}
