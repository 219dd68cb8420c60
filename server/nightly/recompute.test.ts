import { describe, expect, it } from 'vitest';
import type { ScreenKey, ScreenRecord } from '../../src/contract/index.ts';
import { AnalyticsServiceError } from '../../src/service/analytics/analytics-error.ts';
import { TINY, tinyBars, universesOf } from '../../src/service/analytics/screens-computed/test-universe.ts';
import type { Publications } from '../../src/service/ports.ts';
import { MemoryMarketData } from '../../src/service/testing/memory-market-data.ts';
import { recompute } from './recompute.ts';

/** Screens as a server might answer them: one with rows, one empty, one needing data, one broken. */
function publicationsWith(
  answers: Partial<Record<ScreenKey, () => ScreenRecord[]>>,
): Publications & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    screen: (key) => {
      asked.push(key);
      const answer = answers[key];
      if (!answer) return Promise.reject(new AnalyticsServiceError(404, `${key} needs data`));
      return Promise.resolve(answer());
    },
    reports: () => Promise.resolve([]),
  };
}

describe('the nightly recompute', () => {
  it("computes each universe's scanner members and every screen, and names the screens that broke", async () => {
    const publications = publicationsWith({
      'etf-sector-ma': () => [{ symbol: 'XLK' }],
      'sp1500-dividend': () => [],
      'optix-exhaustion': () => {
        throw new Error('a file that does not read');
      },
    });
    const result = await recompute({
      marketData: new MemoryMarketData(tinyBars()),
      universes: universesOf(TINY, { ...TINY, name: 'Two', symbols: ['AAA', 'DDD'] }),
      publications,
    });
    // Tiny: AAA, BBB, CCC and EEE have daily prices, DDD none; Two: AAA only.
    expect(result.scanned).toEqual({ Tiny: 4, Two: 1 });
    expect(publications.asked).toHaveLength(15);
    expect(result.screens).toBe(1);
    expect(result.failed).toEqual(['optix-exhaustion']);
  });
});
