import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CsvDropZone } from '../../ui/file-drop/csv-drop-zone.tsx';
import { CsvErrorAlert } from './csv-error-alert.tsx';
import { CsvPreviewPanel } from './csv-preview-panel.tsx';
import { KeepDatasetForm } from './keep-dataset-form.tsx';
import { OptionChainPreviewPanel } from './option-chain-preview-panel.tsx';
import { useCsvPreview } from './use-csv-preview.ts';

/** Drop a CSV (prices, an indicator series or an option chain), read what it holds or why not, then keep or use it. */
/** The data library also keeps option chains, which the scanner reads: the hint names both kinds of file. */
const DATA_HINT =
  'Prices: Date, Open, High, Low, Close, Volume (optionally Entry1 to Entry5 and Exit1 to Exit5). Or an option chain: ticker, close, expiration, strike, last price, volume, open interest, IV, delta, vega, contract symbol, date.';

export function CsvImportSection() {
  const { preview, chain, failure, loading, load, closePreview, dismissFailure, resampleFailure } = useCsvPreview();
  // A header without price columns may still be a dated value series, which the library keeps as an indicator.
  const maybeIndicator = failure !== null && !failure.optionChain && failure.error.row === 1;
  return (
    <Stack spacing={2}>
      <CsvDropZone onFile={load} busy={loading} hint={DATA_HINT} />
      {failure && (
        <CsvErrorAlert
          file={failure.file}
          error={failure.error}
          onClose={dismissFailure}
          onResample={resampleFailure}
        />
      )}
      {failure && maybeIndicator && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            Is {failure.file.fileName} an indicator series?
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            A file with a date and a value on each line (no prices) can be kept as an indicator, for use as a signal.
          </Typography>
          <KeepDatasetForm key={failure.file.fileName} file={failure.file} defaultKind="indicator" />
        </Paper>
      )}
      {preview && <CsvPreviewPanel file={preview.file} loaded={preview.loaded} onClose={closePreview} />}
      {chain && (
        <OptionChainPreviewPanel key={chain.id} file={chain.file} chain={chain.preview} onClose={closePreview} />
      )}
    </Stack>
  );
}
