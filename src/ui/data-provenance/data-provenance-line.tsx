import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { DataProvenance } from '../../contract/index.ts';
import { namedProvenanceText, provenanceSummaryText, provenanceText, staleSymbolsText } from './provenance-words.ts';
import { asSentence } from '../csv-reading/as-sentence.ts';

const STALE_MEANS = 'older than the newest data by more than 5 trading days';

/** Beyond this many symbols (one on a phone) the line sums them up and lists each on demand. */
const LISTED_WIDE = 3;
const LISTED_PHONE = 1;

function StaleChip({ entries, single }: { entries: readonly DataProvenance[]; single: boolean }) {
  if (!entries.some((e) => e.stale)) return null;
  const names = single ? '' : staleSymbolsText(entries);
  return (
    <Tooltip title="Its last date is older than the newest data in the store by more than 5 trading days">
      <Chip
        size="small"
        color="warning"
        label={single ? 'Stale data' : `Stale: ${names}`}
        aria-label={single ? `Stale data: ${STALE_MEANS}` : `Stale data: ${names}, ${STALE_MEANS}`}
      />
    </Tooltip>
  );
}

/** How a CSV file was read, when the reader had anything to say: the sentences in a tooltip and the chip's name. */
function ReadingChip({ reading }: { reading: readonly string[] | undefined }) {
  if (!reading || reading.length === 0) return null;
  const text = reading.map(asSentence).join(' ');
  return (
    <Tooltip title={text}>
      <Chip
        size="small"
        variant="outlined"
        label="How the file was read"
        aria-label={`How the file was read: ${text}`}
      />
    </Tooltip>
  );
}

/**
 * Where data came from, flagged when stale: one result's prices (`data` a single provenance, under a heading that names
 * the symbol: "Data: yahoo, 2020-01-02 to 2024-11-22") or the symbols a screen computed from (`data` a list: "Data:
 * AAPL yahoo, 2020-01-02 to 2024-11-22; SPY bundled sample, ..."). Many symbols (more than one on a phone) are summed
 * up in one line with a button that lists each. Nothing for no provenance.
 */
export function DataProvenanceLine({ data }: { data: DataProvenance | readonly DataProvenance[] | undefined }) {
  // useTheme gives MUI's default theme outside a ThemeProvider, so the line draws on its own too.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (data === undefined) return null;
  const single = !Array.isArray(data);
  const entries: readonly DataProvenance[] = Array.isArray(data) ? data : [data];
  if (entries.length === 0) return null;
  const summed = !single && entries.length > (phone ? LISTED_PHONE : LISTED_WIDE);
  return (
    <Box role="note" aria-label="Data provenance">
      <Typography
        component="div"
        variant={phone ? 'caption' : 'body2'}
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', columnGap: 1, rowGap: 0.5, flexWrap: 'wrap' }}
      >
        {single ? (
          <span>{provenanceText(entries[0])}</span>
        ) : summed ? (
          <span>{provenanceSummaryText(entries)}</span>
        ) : (
          <span>
            {'Data: '}
            {entries.map((e, i) => (
              // An entry wraps as a whole, so a narrow screen breaks the line between symbols.
              <Box component="span" key={e.symbol} sx={{ whiteSpace: 'nowrap' }}>
                {namedProvenanceText(e)}
                {i < entries.length - 1 ? '; ' : ''}
              </Box>
            ))}
          </span>
        )}
        <StaleChip entries={entries} single={single} />
        {single && <ReadingChip reading={entries[0].reading} />}
        {summed && (
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
            sx={{ py: 0 }}
          >
            {open ? 'Hide symbols' : 'Each symbol'}
          </Button>
        )}
      </Typography>
      {summed && open && (
        <Typography
          id={listId}
          component="ul"
          variant="caption"
          color="text.secondary"
          aria-label="Data of each symbol"
          sx={{ m: 0, pl: 2.5, columns: { xs: 1, md: 2 } }}
        >
          {entries.map((e) => (
            <li key={e.symbol}>
              {namedProvenanceText(e)}
              {e.stale ? ' (stale)' : ''}
            </li>
          ))}
        </Typography>
      )}
    </Box>
  );
}
