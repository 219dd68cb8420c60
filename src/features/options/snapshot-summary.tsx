import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OptionResponse } from '../../contract/index.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { chainOriginText } from './chain-provenance.tsx';

/** More underlyings than this (a server covers thousands) are summed up rather than listed. */
const LISTED_TICKERS = 12;

function tickerList(tickers: readonly string[]): string {
  if (tickers.length <= LISTED_TICKERS) return tickers.join(', ');
  return `${tickers.slice(0, LISTED_TICKERS).join(', ')} and ${formatWhole(tickers.length - LISTED_TICKERS)} more`;
}

/**
 * What the service answered: the snapshot day, the option type, the underlyings, how many contracts, and which chain
 * (fetched, files or the made-up demo) when the connection says.
 */
export function SnapshotSummary({ answer }: { answer: OptionResponse['data'] }) {
  const facts = [
    { term: 'As of', value: answer.as_of_date },
    { term: 'Option type', value: `${answer.option_type}s` },
    { term: `Underlyings (${formatWhole(answer.tickers.length)})`, value: tickerList(answer.tickers) },
    { term: 'Contracts', value: formatWhole(answer.count) },
    ...(answer.chain ? [{ term: 'Chain', value: chainOriginText(answer.chain) }] : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, alignItems: 'baseline' }}
    >
      {facts.map((f) => (
        <Box key={f.term} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {f.term}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
