import { lazy } from 'react';

/** Every screen is its own chunk, loaded when first opened. */
export const StrategyScreen = lazy(() => import('../features/strategy/strategy-screen.tsx'));
export const LibraryScreen = lazy(() => import('../features/library/library-screen.tsx'));
export const TasksScreen = lazy(() => import('../features/tasks/tasks-screen.tsx'));
export const TaskResultScreen = lazy(() => import('../features/results/task-result-screen.tsx'));
export const SeasonalityScreen = lazy(() => import('../features/seasonality/seasonality-screen.tsx'));
export const CorrelationScreen = lazy(() => import('../features/correlation/correlation-screen.tsx'));
export const CpmScreen = lazy(() => import('../features/cpm/cpm-screen.tsx'));
export const CpmTaskScreen = lazy(() => import('../features/cpm/cpm-task-screen.tsx'));
export const ScannerScreen = lazy(() => import('../features/scanner/scanner-screen.tsx'));
export const ScannerBacktestScreen = lazy(() => import('../features/scanner-backtest/scanner-backtest-screen.tsx'));
export const ScannerBacktestTaskScreen = lazy(
  () => import('../features/scanner-backtest/scanner-backtest-task-screen.tsx'),
);
export const OptionsScreen = lazy(() => import('../features/options/options-screen.tsx'));
export const ScreensScreen = lazy(() => import('../features/screens/screens-screen.tsx'));
export const ReportsScreen = lazy(() => import('../features/reports/reports-screen.tsx'));
export const DataScreen = lazy(() => import('../features/data/data-screen.tsx'));
export const SettingsScreen = lazy(() => import('../features/settings/settings-screen.tsx'));

export const NAVIGATION = [
  { path: '/strategy', label: 'Strategy' },
  { path: '/library', label: 'Library' },
  { path: '/tasks', label: 'Tasks' },
  { path: '/seasonality', label: 'Seasonality' },
  { path: '/correlation', label: 'Correlation' },
  { path: '/cpm', label: 'Pattern matching' },
  { path: '/scanner', label: 'Scanner' },
  { path: '/scanner-backtest', label: 'Scanner backtest' },
  { path: '/options', label: 'Options' },
  { path: '/screens', label: 'Screens' },
  { path: '/reports', label: 'Reports' },
  { path: '/data', label: 'Data' },
  { path: '/settings', label: 'Settings' },
] as const;
