import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConnection } from '../../client/connection.tsx';
import { CsvImportSection } from './csv-import-section.tsx';
import { DataLibrarySection } from './data-library-section.tsx';
import { MarketDataSections } from './market/market-data-sections.tsx';
import { UniversesSection } from './universes/universes-section.tsx';

/**
 * Fetch market data from the connection's sources and see what the store holds; drop a CSV to look at it, keep it under a
 * symbol or backtest it; and the data library this browser holds.
 */
export default function DataScreen() {
  const { library, label } = useConnection();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Data
      </Typography>
      <MarketDataSections />
      <UniversesSection />
      {library ? (
        <>
          <CsvImportSection />
          <DataLibrarySection />
        </>
      ) : (
        // The library lives in this browser's worker; a server keeps its own data (README.md, "Connecting the app to a server").
        <Alert severity="info">
          The data library and dropped CSVs work in the &ldquo;In this browser&rdquo; connection. You are connected to{' '}
          {label}, which uses the data on that server; switch the connection in Settings to use your own files.
        </Alert>
      )}
    </Stack>
  );
}
