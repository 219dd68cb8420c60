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

/** A screen of the navigation: its path, its name, and the key that opens it after `g` (`g s`: Strategy). */
export interface NavScreen {
  path: string;
  label: string;
  key: string;
}

export interface NavGroup {
  label: string;
  screens: readonly NavScreen[];
}

/**
 * The shell's navigation: the screens in groups, a menu each in the bar (a drawer on a phone); a group of one
 * (Settings) is a plain link. Compare has no route of its own in the list of tasks: it opens on the last comparison.
 */
export const NAVIGATION: readonly NavGroup[] = [
  {
    label: 'Build',
    screens: [
      { path: '/strategy', label: 'Strategy', key: 's' },
      { path: '/library', label: 'Library', key: 'l' },
    ],
  },
  {
    label: 'Research',
    screens: [
      { path: '/tasks', label: 'Tasks', key: 't' },
      { path: '/tasks/compare', label: 'Compare', key: 'm' },
    ],
  },
  {
    label: 'Analytics',
    screens: [
      { path: '/seasonality', label: 'Seasonality', key: 'y' },
      { path: '/correlation', label: 'Correlation', key: 'c' },
      { path: '/cpm', label: 'Pattern matching', key: 'p' },
      { path: '/scanner', label: 'Scanner', key: 'n' },
      { path: '/scanner-backtest', label: 'Scanner backtest', key: 'b' },
      { path: '/options', label: 'Options', key: 'o' },
    ],
  },
  {
    label: 'Market',
    screens: [
      { path: '/screens', label: 'Screens', key: 'k' },
      { path: '/reports', label: 'Reports', key: 'r' },
      { path: '/data', label: 'Data', key: 'd' },
    ],
  },
  { label: 'Settings', screens: [{ path: '/settings', label: 'Settings', key: 'e' }] },
];
