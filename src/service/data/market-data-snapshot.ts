import type { MarketData } from '../ports.ts';

/** Remembers each answer of `read` by its key (a failed read is not kept). */
function remembered<A extends unknown[], T>(read: (...args: A) => Promise<T>, key: (...args: A) => string) {
  const answers = new Map<string, Promise<T>>();
  return (...args: A): Promise<T> => {
    const k = key(...args);
    let answer = answers.get(k);
    if (!answer) {
      const started = read(...args);
      answers.set(k, started);
      started.catch(() => answers.delete(k));
      answer = started;
    }
    return answer;
  };
}

const same = () => '';
const upper = (name: string) => name.trim().toUpperCase();

/**
 * The market data as one job sees it: each question asked once and its answer kept for the job's length. A sweep
 * resolves its strategy once per combination (the catalogue, the symbol's bars); a store of fetched series checks
 * whether a series changed on each question, which is right between jobs and wasted within one.
 */
export function marketDataSnapshot(data: MarketData): MarketData {
  return {
    symbols: remembered(() => data.symbols(), same),
    bars: remembered((symbol: string) => data.bars(symbol), upper),
    symbolKind: remembered((symbol: string) => data.symbolKind(symbol), upper),
    optionChain: remembered(() => data.optionChain(), same),
    catalogue: remembered(() => data.catalogue(), same),
    indicator: remembered((name: string) => data.indicator(name), upper),
    indicatorInfo: remembered((url: string) => data.indicatorInfo(url), upper),
    ...(data.provenance && {
      provenance: remembered((symbol: string) => data.provenance?.(symbol) ?? Promise.resolve(undefined), upper),
    }),
  };
}
