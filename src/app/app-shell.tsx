import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsIcon from '@mui/icons-material/Settings';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useConnection } from '../client/connection.tsx';
import { SignInButton } from '../ui/connection/sign-in-button.tsx';
import { rememberedLocation, useRememberSearch } from './remembered-search.ts';
import { NAVIGATION } from './routes.tsx';

function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return (
    <Tooltip title={dark ? 'Light theme' : 'Dark theme'}>
      <IconButton
        color="inherit"
        aria-label={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
        onClick={() => setMode(dark ? 'light' : 'dark')}
      >
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

export function ScreenLoading() {
  return (
    <Box role="status" aria-label="Loading the screen" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress />
    </Box>
  );
}

/** App bar (product, connection, settings), navigation, and the current screen below. */
export function AppShell() {
  const connection = useConnection();
  const { pathname } = useLocation();
  useRememberSearch();
  const current = NAVIGATION.find((n) => pathname === n.path || pathname.startsWith(`${n.path}/`))?.path ?? false;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: { xs: 0.75, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
          <Typography
            variant="h6"
            component="span"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            Backtest Studio
          </Typography>
          <Chip
            size="small"
            label={connection.label}
            aria-label={`Connection: ${connection.label}`}
            // Darkens the bar behind white text (a light tint of the blue left it at 3.5:1, under AA's 4.5:1).
            sx={{ bgcolor: 'rgba(0,0,0,0.28)', color: 'common.white', minWidth: 0 }}
          />
          <SignInButton />
          <Box sx={{ flexGrow: 1 }} />
          <ThemeToggle />
          <Tooltip title="Settings">
            <IconButton color="inherit" component={RouterLink} to="/settings" aria-label="Settings">
              <SettingsIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
        <Tabs
          value={current}
          component="nav"
          aria-label="Screens"
          textColor="inherit"
          variant="scrollable"
          allowScrollButtonsMobile
          // MUI dims inactive tabs to 60% opacity: 2.6:1 on the blue bar. Full white for all; the current one is bold and
          // underlined in white.
          sx={{
            minHeight: 40,
            px: 1,
            '& .MuiTab-root': { opacity: 1 },
            '& .MuiTab-root.Mui-selected': { fontWeight: 700 },
            '& .MuiTabs-indicator': { bgcolor: 'common.white', height: 3 },
          }}
        >
          {NAVIGATION.map((n) => (
            <Tab
              key={n.path}
              value={n.path}
              label={n.label}
              component={RouterLink}
              // Back to the view the analyst left (the day, the form, the tab), not the screen's defaults.
              to={rememberedLocation(n.path)}
              sx={{ minHeight: 40, minWidth: { xs: 64, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
            />
          ))}
        </Tabs>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1600, mx: 'auto' }}>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
