import type { SourceName } from '../../../contract/market-data.ts';
import type { FetchedSeries, MarketSource, SourceDescription } from '../market-source-port.ts';

/**
 * A MarketSource over histories held in memory: `series` answers a symbol's history from `from` on. A test changes
 * a history between refreshes, makes a symbol fail, or holds a fetch (`hold`) until it lets it go.
 */
export class FakeSource implements MarketSource {
  readonly description: SourceDescription;
  readonly baseUrl = 'http://127.0.0.1:9';
  readonly ready = true;
  readonly histories = new Map<string, FetchedSeries>();
  readonly failures = new Map<string, Error>();
  readonly calls: { symbol: string; from: string | undefined }[] = [];
  /** Awaited before a symbol's answer; does not listen to the signal (as a careless adapter would not). */
  readonly hold = new Map<string, Promise<void>>();
  /** Called as each fetch starts, e.g. to move a test's clock. */
  onFetch: (symbol: string) => void = () => undefined;
  inFlight = 0;
  maxInFlight = 0;

  constructor(name: SourceName = 'yahoo') {
    this.description = {
      name,
      kinds: ['prices'],
      needsKey: false,
      browserDirect: false,
      description: 'histories held in a test',
      defaultBaseUrl: this.baseUrl,
    };
  }

  async series(symbol: string, from: string | undefined): Promise<FetchedSeries> {
    this.calls.push({ symbol, from });
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      this.onFetch(symbol);
      await new Promise((resolve) => setTimeout(resolve, 1));
      await this.hold.get(symbol);
      const failure = this.failures.get(symbol);
      if (failure) throw failure;
      const history = this.histories.get(symbol);
      if (!history) return { kind: 'prices', rows: [], splits: [], dividends: [] };
      const from_ = from ?? '';
      if (history.kind === 'indicator') return { ...history, rows: history.rows.filter((r) => r.Date >= from_) };
      return structuredClone({ ...history, rows: history.rows.filter((r) => r.Date >= from_) });
    } finally {
      this.inFlight--;
    }
  }
}
