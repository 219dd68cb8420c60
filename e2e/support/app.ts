import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The screens of the navigation, by their tab names. */
export type ScreenName =
  | 'Strategy'
  | 'Library'
  | 'Tasks'
  | 'Seasonality'
  | 'Correlation'
  | 'Pattern matching'
  | 'Scanner'
  | 'Scanner backtest'
  | 'Options'
  | 'Screens'
  | 'Reports'
  | 'Data'
  | 'Settings';

const SCREEN_PATHS: Record<ScreenName, string> = {
  Strategy: '/strategy',
  Library: '/library',
  Tasks: '/tasks',
  Seasonality: '/seasonality',
  Correlation: '/correlation',
  'Pattern matching': '/cpm',
  Scanner: '/scanner',
  'Scanner backtest': '/scanner-backtest',
  Options: '/options',
  Screens: '/screens',
  Reports: '/reports',
  Data: '/data',
  Settings: '/settings',
};

export interface App {
  page: Page;
  /** Opens the app at a route such as `/settings` or `/tasks/abc` and waits until the shell and the screen are shown. */
  open(route?: string): Promise<void>;
  /** Waits for the shell (app bar with the product and the connection) and for the lazy screen to have loaded. */
  ready(): Promise<void>;
  /** Goes to a screen with its tab and waits for it. */
  goTo(screen: ScreenName): Promise<void>;
  tab(screen: ScreenName): Locator;
  appBar: Locator;
}

/** Uncaught page errors, console errors and failed requests: a test fails on them unless it reads and clears `problems` itself. */
export interface PageProblems {
  problems: string[];
}

/**
 * Collects what a page throws, logs as a console error, or fails to load. The `problems` fixture does this for the
 * test's own page; a test that opens another page (a fresh context) watches it with this and checks the list itself.
 */
export function watchProblems(page: Page, problems: string[] = []): string[] {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A failed request is reported below with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    // The app links its own icon (/favicon.svg): a request for /favicon.ico that fails is a problem like any other.
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  return problems;
}

/** The app on a page: the `app` fixture for the test's page, or for a page of another context. */
export function appOn(page: Page): App {
  const appBar = page.getByRole('banner');
  const tab = (screen: ScreenName) => page.getByRole('tab', { name: screen, exact: true });
  const ready = async () => {
    await expect(appBar.getByText('Backtest Studio', { exact: true })).toBeVisible();
    await expect(appBar.getByLabel('Connection: In this browser')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the screen' })).toHaveCount(0);
  };
  return {
    page,
    appBar,
    tab,
    ready,
    async open(route = '/') {
      // A hash router: every route is index.html plus a fragment.
      await page.goto(`/#${route.startsWith('/') ? route : `/${route}`}`);
      await ready();
    },
    async goTo(screen) {
      await tab(screen).click();
      await expect(page).toHaveURL(new RegExp(`#${SCREEN_PATHS[screen]}(/[a-z]+)?$`));
      await expect(tab(screen)).toHaveAttribute('aria-selected', 'true');
      await ready();
    },
  };
}

export const test = base.extend<{ app: App } & PageProblems>({
  problems: [
    async ({ page }, use, testInfo) => {
      const problems = watchProblems(page);
      await use(problems);
      if (testInfo.status === testInfo.expectedStatus)
        expect(problems, 'the page logged no errors and threw nothing').toEqual([]);
    },
    { auto: true },
  ],

  app: async ({ page }, use) => {
    await use(appOn(page));
  },
});

export { expect };
