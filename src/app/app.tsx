import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { RedirectKeepingSearch } from './redirect-keeping-search.tsx';
import type { ConnectionServices } from '../client/connection-switch.tsx';
import { ConnectionSwitchProvider } from '../client/connection-switch.tsx';
import { SignInDialog } from '../ui/connection/sign-in-dialog.tsx';
import { AppShell } from './app-shell.tsx';
import {
  CorrelationScreen,
  CpmScreen,
  CpmTaskScreen,
  ScannerScreen,
  ScannerBacktestScreen,
  ScannerBacktestTaskScreen,
  OptionsScreen,
  DataScreen,
  LibraryScreen,
  ReportsScreen,
  ScreensScreen,
  SeasonalityScreen,
  SettingsScreen,
  StrategyScreen,
  TaskResultScreen,
  TasksScreen,
} from './routes.tsx';
import { appTheme } from './theme.ts';

const CompareScreen = lazy(() => import('../features/compare/compare-screen.tsx'));

// A hash router: the app is static files, served from anywhere (vite preview, the server, a file share).
const router = createHashRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/strategy" replace /> },
      { path: 'strategy', element: <StrategyScreen /> },
      { path: 'library', element: <LibraryScreen /> },
      { path: 'tasks', element: <TasksScreen /> },
      { path: 'tasks/compare', element: <CompareScreen /> },
      { path: 'tasks/:taskId', element: <TaskResultScreen /> },
      { path: 'seasonality', element: <SeasonalityScreen /> },
      { path: 'correlation', element: <RedirectKeepingSearch to="/correlation/symbols" /> },
      { path: 'correlation/:view', element: <CorrelationScreen /> },
      { path: 'cpm', element: <CpmScreen /> },
      { path: 'cpm/tasks/:taskId', element: <CpmTaskScreen /> },
      { path: 'scanner', element: <ScannerScreen /> },
      { path: 'scanner-backtest', element: <ScannerBacktestScreen /> },
      { path: 'scanner-backtest/tasks/:taskId', element: <ScannerBacktestTaskScreen /> },
      { path: 'options', element: <OptionsScreen /> },
      { path: 'screens', element: <ScreensScreen /> },
      { path: 'reports', element: <ReportsScreen /> },
      { path: 'data', element: <DataScreen /> },
      { path: 'settings', element: <SettingsScreen /> },
      { path: '*', element: <Navigate to="/strategy" replace /> },
    ],
  },
]);

export function App({ services }: { services: ConnectionServices }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <ThemeProvider theme={appTheme} defaultMode="system">
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {/* The connection chosen in Settings; a 401 opens the sign-in dialog over the screen, which stays mounted. */}
        <ConnectionSwitchProvider services={services}>
          <RouterProvider router={router} />
          <SignInDialog />
        </ConnectionSwitchProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
