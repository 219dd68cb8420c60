import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useColorScheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import LightModeIcon from '@mui/icons-material/LightMode';
import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConnection } from '../client/connection.tsx';
import { SignInButton } from '../ui/connection/sign-in-button.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { NavMenus } from './nav-menus.tsx';
import { currentPlace } from './navigation.ts';
import { useRememberSearch } from './remembered-search.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { useGoToShortcuts } from './use-go-to-shortcuts.ts';

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

/**
 * A skip link, the app bar (product, connection, theme, shortcuts) with the screens in groups (a drawer on a phone)
 * and where the analyst is, and the current screen below.
 */
export function AppShell() {
  const connection = useConnection();
  const { pathname } = useLocation();
  useRememberSearch();
  const place = currentPlace(pathname);
  // Read at once (not after a first desktop render), so a phone never flashes the bar of groups.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [shortcuts, setShortcuts] = useState(false);
  useGoToShortcuts(useCallback(() => setShortcuts(true), []));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <SkipLink />
      <AppBar position="sticky" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: { xs: 0.75, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
          {phone && <NavDrawer place={place} />}
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
          {/* A phone has no keyboard to speak of, and no room in its bar. */}
          {!phone && (
            <Tooltip title="Keyboard shortcuts (?)">
              <IconButton
                color="inherit"
                aria-label="Keyboard shortcuts"
                aria-keyshortcuts="?"
                onClick={() => setShortcuts(true)}
              >
                <KeyboardIcon />
              </IconButton>
            </Tooltip>
          )}
        </Toolbar>
        {phone ? (
          place && (
            // Where the analyst is, always in sight: on a phone the groups are in the drawer.
            <Typography variant="body2" sx={{ px: 2, pb: 0.75, fontWeight: 700 }}>
              {place.group.screens.length > 1 ? `${place.group.label} · ${place.screen.label}` : place.screen.label}
            </Typography>
          )
        ) : (
          <NavMenus place={place} />
        )}
      </AppBar>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1600, mx: 'auto', '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <ShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} />
    </Box>
  );
}
