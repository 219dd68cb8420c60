import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '../../client/connection.tsx';

/** The connection in use, its health, and the theme. Connecting to a server arrives with the server issue. */
export default function SettingsScreen() {
  const connection = useConnection();
  const { mode, setMode } = useColorScheme();
  const health = useQuery({ queryKey: ['health'], queryFn: () => connection.backtest.health(), retry: false });
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        Settings
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Connection
        </Typography>
        <Typography>
          <strong>{connection.label}</strong>: the service runs in a Web Worker of this page, on the bundled samples and
          the CSVs you keep in the Data screen. Tasks and data stay in this browser (IndexedDB).
        </Typography>
        <Alert severity={health.isError ? 'error' : health.data ? 'success' : 'info'} sx={{ mt: 1.5 }} role="status">
          {health.isError
            ? `The service does not answer: ${health.error.message}`
            : health.data
              ? `Service health: ${health.data.status}`
              : 'Checking the service…'}
        </Alert>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom id="theme-label">
          Theme
        </Typography>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="theme-label"
          value={mode ?? 'system'}
          onChange={(_, value: 'light' | 'dark' | 'system' | null) => value && setMode(value)}
        >
          <ToggleButton value="system">System</ToggleButton>
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
      </Paper>
    </Stack>
  );
}
