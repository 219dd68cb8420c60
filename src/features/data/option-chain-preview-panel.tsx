import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import type { OptionChainPreview } from '../../contract/index.ts';
import type { DroppedFile } from '../../ui/file-drop/dropped-file.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { KeepDatasetForm } from './keep-dataset-form.tsx';
import { OptionChainRowsTable } from './option-chain-rows-table.tsx';
import { asSentence } from '../../ui/csv-reading/as-sentence.ts';

export interface OptionChainPreviewPanelProps {
  file: DroppedFile;
  chain: OptionChainPreview;
  onClose: () => void;
}

/** "snapshot of 2022-03-10", or the range when a file holds several snapshot dates. */
function snapshotText(dates: readonly string[]): string {
  if (dates.length === 0) return 'no snapshot date';
  if (dates.length === 1) return `snapshot of ${dates[0]}`;
  return `${dates.length} snapshots from ${dates[0]} to ${dates[dates.length - 1]}`;
}

/**
 * What a dropped option chain holds and keeping it: a chain has no price series to chart or backtest, so its first
 * rows stand in for the chart, and the option scanner reads it once kept.
 */
export function OptionChainPreviewPanel({ file, chain, onClose }: OptionChainPreviewPanelProps) {
  const headingId = useId();
  const underlyings = chain.tickers === 1 ? '1 underlying' : `${formatWhole(chain.tickers)} underlyings`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {chain.fileName}
          </Typography>
          <Typography>
            Option chain: {formatWhole(chain.rows)} rows, {snapshotText(chain.dates)}, {underlyings}
          </Typography>
        </Box>
        <IconButton aria-label={`Close the preview of ${chain.fileName}`} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {chain.warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <AlertTitle>Read with {chain.warnings.length === 1 ? 'a warning' : 'warnings'}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {chain.warnings.map((w) => (
              <li key={w}>{asSentence(w)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <OptionChainRowsTable fileName={chain.fileName} rows={chain.firstRows} total={chain.rows} />
      </Box>
      <Divider sx={{ my: 2 }} />
      <KeepDatasetForm file={file} defaultKind="options" />
    </Paper>
  );
}
