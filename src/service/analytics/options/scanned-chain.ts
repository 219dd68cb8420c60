import type { OptionChainOrigin } from '../../../contract/index.ts';
import type { OptionQuote } from '../../../engine/options/types.ts';
import type { ServicePorts } from '../../ports.ts';

/** The bundled made-up chain: every row of it says so (a sample file's rows, SourceMarketData). */
export function isDemoChain(quotes: readonly OptionQuote[]): boolean {
  return quotes.length > 0 && quotes.every((q) => q.demo === true);
}

/** The chain the scanner reads and where it comes from, without its day (the scan picks that). */
export interface ScannedChain {
  quotes: OptionQuote[];
  origin: Omit<OptionChainOrigin, 'date'>;
}

/**
 * The fetched chains' put quotes when any chain was fetched (a refresh with `snapshots`); otherwise the connection's
 * chain files (a kept or data-folder chain, else the bundled made-up demo). Undefined when there is neither.
 */
export async function scannedChain(ports: ServicePorts): Promise<ScannedChain | undefined> {
  const fetched = (await ports.market?.snapshots?.optionChains()) ?? [];
  const puts = fetched.flatMap((chain) => chain.quotes.filter((q) => q.type === 'put'));
  if (puts.length > 0) {
    const sources = [...new Set(fetched.map((chain) => chain.source))];
    return { quotes: puts, origin: { origin: 'fetched', source: sources.join(', ') } };
  }
  const files = await ports.marketData.optionChain();
  if (!files || files.length === 0) return undefined;
  return { quotes: files, origin: { origin: isDemoChain(files) ? 'demo' : 'files' } };
}
