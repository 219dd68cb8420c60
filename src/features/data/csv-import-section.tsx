import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { CsvDropZone } from '../../ui/file-drop/csv-drop-zone.tsx';
import { CsvErrorAlert } from './csv-error-alert.tsx';
import { CsvPreviewPanel } from './csv-preview-panel.tsx';
import { OptionChainPreviewPanel } from './option-chain-preview-panel.tsx';
import { ReadingPreviewPanel } from './reading-preview-panel.tsx';
import { useCsvPreview } from './use-csv-preview.ts';

type ReadAs = 'prices' | 'indicator';

/** What each choice reads, in the drop zone's hint. */
const HINT: Record<ReadAs, string> = {
  prices:
    'One symbol: Date, Open, High, Low, Close, Volume (several yearly files of it dropped together are joined). Or a close column per symbol: Date, SPY, GLD, … Or an option chain (found by its columns). Day-first dates and thousands separators are read.',
  indicator:
    'A dated value series such as a sentiment index: a Date column and a Value column (or a single column of numbers). Kept, it is offered as a signal in the builder.',
};

/**
 * Drop CSVs (prices, several files of one symbol, a close column per symbol, an indicator series or an option chain),
 * read what they hold or why not, then keep or use them. Whether a file is an indicator is a plain choice here: its
 * header alone cannot tell a value series from a single close column.
 */
export function CsvImportSection() {
  const state = useCsvPreview();
  const { reading, preview, chain, failure, loading, load, chooseDateOrder, closePreview } = state;
  const [readAs, setReadAs] = useState<ReadAs>('prices');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="read-as-label">What the files hold</FormLabel>
        <RadioGroup
          row
          aria-labelledby="read-as-label"
          value={readAs}
          onChange={(e) => setReadAs(e.target.value as ReadAs)}
        >
          <FormControlLabel value="prices" control={<Radio />} label="Prices (one symbol, or a column per symbol)" />
          <FormControlLabel value="indicator" control={<Radio />} label="Indicator (Date, Value)" />
        </RadioGroup>
      </FormControl>
      <CsvDropZone
        title={readAs === 'indicator' ? 'Drop an indicator CSV here' : 'Drop a CSV file here (or several)'}
        onFile={(file) => load([file], readAs === 'indicator')}
        onFiles={(files) => load(files, readAs === 'indicator')}
        busy={loading}
        hint={HINT[readAs]}
      />
      {failure && (
        <CsvErrorAlert
          file={failure.file}
          error={failure.error}
          onClose={state.dismissFailure}
          onResample={state.resampleFailure}
        />
      )}
      {reading && !preview && (
        <ReadingPreviewPanel
          key={reading.id}
          reading={reading.reading}
          onChooseDateOrder={chooseDateOrder}
          onClose={closePreview}
          busy={loading}
        />
      )}
      {preview && (
        <CsvPreviewPanel
          file={preview.file}
          loaded={preview.loaded}
          reading={reading?.reading}
          onChooseDateOrder={chooseDateOrder}
          busy={loading}
          onClose={closePreview}
        />
      )}
      {chain && (
        <OptionChainPreviewPanel key={chain.id} file={chain.file} chain={chain.preview} onClose={closePreview} />
      )}
    </Stack>
  );
}
