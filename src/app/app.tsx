import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import type { Connection } from '../client/connection.tsx';
import { ConnectionProvider } from '../client/connection.tsx';
import { AppShell } from './app-shell.tsx';
import {
  CorrelationScreen,
  DataScreen,
  SeasonalityScreen,
  SettingsScreen,
  StrategyScreen,
  TaskResultScreen,
  TasksScreen,
} from './routes.tsx';
import { appTheme } from './theme.ts';

// A hash router: the app is static files, served from anywhere (vite preview, the server, a file share).
const router = createHashRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/strategy" replace /> },
      { path: 'strategy', element: <StrategyScreen /> },
      { path: 'tasks', element: <TasksScreen /> },
      { path: 'tasks/:taskId', element: <TaskResultScreen /> },
      { path: 'seasonality', element: <SeasonalityScreen /> },
      { path: 'correlation', element: <Navigate to="/correlation/symbols" replace /> },
      { path: 'correlation/:view', element: <CorrelationScreen /> },
      { path: 'data', element: <DataScreen /> },
      { path: 'settings', element: <SettingsScreen /> },
      { path: '*', element: <Navigate to="/strategy" replace /> },
    ],
  },
]);

export function App({ connection }: { connection: Connection }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  return (
    <ThemeProvider theme={appTheme} defaultMode="system">
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider connection={connection}>
          <RouterProvider router={router} />
        </ConnectionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
