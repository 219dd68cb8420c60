import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { ConnectionSection } from './connection-section.tsx';
import { MarketSourcesSection } from './market-sources-section.tsx';

/** The connection (the browser or a server, its health and catalogue), market-data sources' keys, and the theme. */
export default function SettingsScreen() {
  const { mode, setMode } = useColorScheme();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        Settings
      </Typography>
      <ConnectionSection />
      <MarketSourcesSection />
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
