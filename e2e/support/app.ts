import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The screens of the navigation, by their names in its menus. */
export type ScreenName =
  | 'Strategy'
  | 'Library'
  | 'Tasks'
  | 'Compare'
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

export type GroupName = 'Build' | 'Research' | 'Analytics' | 'Market' | 'Settings';

/** Each screen's path and the group of the navigation it is in (Settings is a group of its own: a plain link). */
export const SCREENS: Record<ScreenName, { path: string; group: GroupName }> = {
  Strategy: { path: '/strategy', group: 'Build' },
  Library: { path: '/library', group: 'Build' },
  Tasks: { path: '/tasks', group: 'Research' },
  Compare: { path: '/tasks/compare', group: 'Research' },
  Seasonality: { path: '/seasonality', group: 'Analytics' },
  Correlation: { path: '/correlation', group: 'Analytics' },
  'Pattern matching': { path: '/cpm', group: 'Analytics' },
  Scanner: { path: '/scanner', group: 'Analytics' },
  'Scanner backtest': { path: '/scanner-backtest', group: 'Analytics' },
  Options: { path: '/options', group: 'Analytics' },
  Screens: { path: '/screens', group: 'Market' },
  Reports: { path: '/reports', group: 'Market' },
  Data: { path: '/data', group: 'Market' },
  Settings: { path: '/settings', group: 'Settings' },
};

/** Below MUI's `md` breakpoint the groups give way to a menu button and a drawer. */
export const PHONE_WIDTH = 900;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < PHONE_WIDTH;

/** The bar of groups (from `md` up). */
export const navBar = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Screens' });

/** A group's button in the bar (its name goes on with the current screen when it is the active group). */
export const groupButton = (page: Page, group: Exclude<GroupName, 'Settings'>) =>
  navBar(page).getByRole('button', { name: new RegExp(`^${group}\\b`) });

/** The phone's menu button and the drawer it opens. */
export const drawerButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Screens menu' });
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'All screens' });

/**
 * Opens a screen through the navigation as a reader does: the group's menu, then the screen (Settings: its link); on
 * a phone, the drawer, then the screen. The one way every spec moves between screens.
 */
export async function openScreen(page: Page, screen: ScreenName): Promise<void> {
  if (isPhone(page)) {
    await drawerButton(page).click();
    await drawer(page).getByRole('link', { name: screen, exact: true }).click();
    return;
  }
  const { group } = SCREENS[screen];
  if (group === 'Settings') {
    await navBar(page).getByRole('link', { name: screen, exact: true }).click();
    return;
  }
  await groupButton(page, group).click();
  await page.getByRole('menu').getByRole('menuitem', { name: screen, exact: true }).click();
}

/** The navigation says `screen` is where the reader is: its group marked and the screen named (a phone: the line). */
export async function expectCurrentScreen(page: Page, screen: ScreenName): Promise<void> {
  const { group } = SCREENS[screen];
  if (isPhone(page)) {
    const line = group === 'Settings' ? screen : `${group} · ${screen}`;
    await expect(page.getByRole('banner').getByText(line, { exact: true })).toBeVisible();
  } else if (group === 'Settings') {
    await expect(navBar(page).getByRole('link', { name: screen, exact: true })).toHaveAttribute('aria-current', 'page');
  } else {
    await expect(groupButton(page, group)).toHaveAttribute('aria-current', 'true');
    await expect(groupButton(page, group)).toHaveText(new RegExp(`· ${screen}$`));
  }
}

export interface App {
  page: Page;
  /** Opens the app at a route such as `/settings` or `/tasks/abc` and waits until the shell and the screen are shown. */
  open(route?: string): Promise<void>;
  /** Waits for the shell (app bar with the product and the connection) and for the lazy screen to have loaded. */
  ready(): Promise<void>;
  /** Goes to a screen through the navigation (`openScreen`) and waits for it. */
  goTo(screen: ScreenName): Promise<void>;
  /** Checks that the navigation marks `screen` as the current place. */
  expectCurrent(screen: ScreenName): Promise<void>;
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
  const ready = async () => {
    await expect(appBar.getByText('Backtest Studio', { exact: true })).toBeVisible();
    await expect(appBar.getByLabel('Connection: In this browser')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the screen' })).toHaveCount(0);
  };
  return {
    page,
    appBar,
    ready,
    expectCurrent: (screen) => expectCurrentScreen(page, screen),
    async open(route = '/') {
      // A hash router: every route is index.html plus a fragment.
      await page.goto(`/#${route.startsWith('/') ? route : `/${route}`}`);
      await ready();
    },
    async goTo(screen) {
      await openScreen(page, screen);
      // A remembered view may come back with its search (`?date=`), a screen with a view in its path (`/symbols`).
      await expect(page).toHaveURL(new RegExp(`#${SCREENS[screen].path}(/[a-z]+)?(\\?.*)?$`));
      await expectCurrentScreen(page, screen);
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
