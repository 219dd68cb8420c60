import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DataProvenance } from '../../contract/index.ts';

const SOURCE_WORDS: Record<string, string> = {
  sample: 'bundled sample',
  user: 'your file',
  folder: "the server's data folder",
};

/** "yahoo", or what a sample, a kept file or a server's folder is called in words. */
export function provenanceSourceText(source: string): string {
  return SOURCE_WORDS[source] ?? source;
}

/** "Data: yahoo, 2020-01-02 to 2024-11-22": where a result's prices came from and how far they reach. */
export function provenanceText(data: DataProvenance): string {
  return `Data: ${provenanceSourceText(data.source)}, ${data.first} to ${data.last}`;
}

/** A result's data provenance under its heading, flagged when stale; nothing for a result stored without it. */
export function DataProvenanceLine({ data }: { data: DataProvenance | undefined }) {
  if (!data) return null;
  return (
    <Typography
      component="div"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <span>{provenanceText(data)}</span>
      {data.stale && (
        <Tooltip title="Its last date is older than the newest data in the store by more than 5 trading days">
          <Chip
            size="small"
            color="warning"
            label="Stale data"
            aria-label="Stale data: older than the newest data by more than 5 trading days"
          />
        </Tooltip>
      )}
    </Typography>
  );
}
