import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { ScreenName } from './app.ts';
import { appOn, expectCurrentScreen, openScreen } from './app.ts';

/*
 * The app served by `npm run server` (the server of playwright.config.ts), and Settings' connection section as
 * src/features/settings draws it (connection-section.tsx, server-form.tsx, connection-check-report.tsx).
 */

/** The app bar's chip once the app uses the server that serves it (base URL `/`). */
export const SERVER_CHIP = 'Connection: Server: this origin';

export interface Account {
  email: string;
  password: string;
}

/** The server form in Settings ("A server" chosen). */
export class ServerSettings {
  readonly form: Locator;
  readonly report: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Server' });
    this.report = page.getByRole('list', { name: 'Connection test' });
  }

  /** Opens Settings in the browser connection and chooses "A server". */
  async open(): Promise<void> {
    await appOn(this.page).open('/settings');
    await this.page.getByRole('radio', { name: 'A server' }).check();
    await expect(this.form).toBeVisible();
  }

  async fill(baseUrl: string, account: Account): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Base URL' }).fill(baseUrl);
    await this.form.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await this.form.getByLabel('Password').fill(account.password);
  }

  /** The step of the connection test, e.g. "Sign in (/backtest/tasks)", by its outcome. */
  step(title: string, outcome: 'passed' | 'failed' | 'not tried'): Locator {
    return this.report.getByRole('listitem', { name: `${title}: ${outcome}`, exact: true });
  }

  /** Presses "Test connection" and waits for its report. */
  async testConnection(): Promise<void> {
    await this.form.getByRole('button', { name: 'Test connection' }).click();
    await expect(this.page.getByRole('progressbar', { name: 'Testing the connection' })).toHaveCount(0);
    await expect(this.report).toBeVisible();
  }

  /** Presses "Use this server" and waits for the app bar and the health check to show the server. */
  async use(): Promise<void> {
    await this.form.getByRole('button', { name: 'Use this server' }).click();
    await expect(this.page.getByRole('banner').getByLabel(SERVER_CHIP)).toBeVisible();
    await expect(this.page.getByText('Service health: ok', { exact: true })).toBeVisible();
  }
}

/** Settings → A server → base URL `/` and the account → Use this server. */
export async function connectToServer(page: Page, account: Account): Promise<void> {
  const settings = new ServerSettings(page);
  await settings.open();
  await settings.fill('/', account);
  await settings.use();
}

/** The screens on the server connection: the shell shows the server's chip instead of "In this browser". */
export function serverAppOn(page: Page) {
  const appBar = page.getByRole('banner');
  const ready = async () => {
    await expect(appBar.getByLabel(SERVER_CHIP)).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the screen' })).toHaveCount(0);
  };
  return {
    page,
    appBar,
    ready,
    async goTo(screen: ScreenName) {
      await openScreen(page, screen);
      await expectCurrentScreen(page, screen);
      await ready();
    },
  };
}
