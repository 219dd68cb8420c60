import Typography from '@mui/material/Typography';
import { useConnection } from '../../client/connection.tsx';
import type { OptionChainOrigin, OptionResponse } from '../../contract/index.ts';
import { provenanceSourceText } from '../../ui/data-provenance/provenance-words.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';

/** Up to this many underlyings each get their prices' provenance; more (a server's thousands) name the chain's source. */
const NAMED_UNDERLYINGS = 5;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The chain in a few words: "Yahoo option chain of 2026-11-25", "Demo chain (made up) of 2022-03-10". */
export function chainOriginText(chain: OptionChainOrigin): string {
  if (chain.origin === 'fetched') return `${capitalised(chain.source ?? 'fetched')} option chain of ${chain.date}`;
  if (chain.origin === 'demo') return `Demo chain (made up) of ${chain.date}`;
  return `Option chain of ${chain.date} from files`;
}

/**
 * Where the scanned chain's data comes from: the underlyings' prices when there are few, otherwise the chain itself,
 * which a server reads from its data folder (or a refresh fetched) and a browser from a kept chain or the bundled sample.
 */
export function ChainProvenance({ answer }: { answer: OptionResponse['data'] }) {
  const { kind } = useConnection();
  if (answer.tickers.length > 0 && answer.tickers.length <= NAMED_UNDERLYINGS)
    return <SymbolsProvenanceLine symbols={answer.tickers} />;
  const files =
    kind === 'server' ? provenanceSourceText('folder') : 'the chain kept in this browser, or the bundled sample';
  const source = answer.chain?.origin === 'fetched' ? 'a refresh' : files;
  return (
    <Typography variant="body2" color="text.secondary" role="note" aria-label="Data provenance">
      Data: option chain of {answer.as_of_date} from {source}
    </Typography>
  );
}
