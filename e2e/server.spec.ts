import { expect, test } from './support/app.ts';
import { openBuilder, RISK_CONTROL_ONLY_CODE } from './support/builder.ts';
import { expectResultWithTrades, figure } from './support/results.ts';
import { screenshotBothSizes } from './support/screenshots.ts';
import { e2eServerUrl, SERVER_ACCOUNT } from './support/server-account.ts';
import { connectToServer, SERVER_CHIP, ServerSettings, serverAppOn } from './support/server.ts';

/*
 * The built app served by `npm run server` (playwright.config.ts starts it with a fresh database and one account):
 * Settings connects to it with base URL `/`, a strategy runs on it and is polled to SUCCESS, and its reports render
 * sanitised.
 */

test.use({ baseURL: e2eServerUrl() });

const WRONG_PASSWORD = 'not-the-Password-3';
const REACH = 'Reach the server (/health)';
const SIGN_IN = 'Sign in (/backtest/tasks)';

/** Takes the problems a test expects out of the fixture's list (which fails the test on any left) and returns them. */
function takeProblems(problems: string[], matches: (problem: string) => boolean): string[] {
  const taken = problems.filter(matches);
  problems.splice(0, problems.length, ...problems.filter((p) => !matches(p)));
  return taken;
}

test('a wrong password fails the sign-in step with the 401 message, and the sign-in dialog takes the right one', async ({
  page,
  problems,
}) => {
  const settings = new ServerSettings(page);
  await settings.open();
  await settings.fill('/', { email: SERVER_ACCOUNT.email, password: WRONG_PASSWORD });
  await settings.testConnection();
  await expect(settings.step(REACH, 'passed')).toContainText('Reachable: the service reports “ok”.');
  await expect(settings.step(SIGN_IN, 'failed')).toContainText(
    'Authentication failed (401): the server did not accept this e-mail and password.',
  );
  await expect(page.getByRole('main')).not.toContainText(WRONG_PASSWORD);
  // Testing changes nothing: the app still runs in the browser.
  await expect(page.getByRole('banner').getByLabel('Connection: In this browser')).toBeVisible();
  await screenshotBothSizes(page, 'settings-server-401');

  // Used anyway, the first request that needs the account meets a 401 and the sign-in dialog asks for it, saying the
  // saved password was refused; a wrong password there gets the same message, the right one closes it.
  // The modal dialog hides the rest of the page from the accessibility tree (the app bar too), and it may open before
  // the chip could be read, so the chip is read once the dialog has closed.
  await settings.form.getByRole('button', { name: 'Use this server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to the server' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(SERVER_ACCOUNT.email);
  await expect(dialog.getByRole('alert')).toHaveText('The server did not accept that e-mail and password (401).');
  await expect(dialog.getByText(/^This page’s own server asks for your account\./)).toBeVisible();
  await dialog.getByLabel('Password').fill(WRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The server did not accept that e-mail and password (401).');
  await expect(dialog.getByLabel('Password')).toHaveValue('');
  await screenshotBothSizes(page, 'sign-in-dialog-401');
  await dialog.getByLabel('Password').fill(SERVER_ACCOUNT.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner').getByLabel(SERVER_CHIP)).toBeVisible();
  await expect(page.getByText('Service health: ok', { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Indicator catalogue' })).toContainText(/Catalogue: \d+ names?/);

  // The 401s were the server's answers to the wrong password, and nothing else went wrong.
  const refused = takeProblems(problems, (p) => p.startsWith('HTTP 401 for '));
  expect(refused.length).toBeGreaterThan(0);
  for (const p of refused) expect(p).toMatch(new RegExp(`^HTTP 401 for ${e2eServerUrl()}/backtest/`));
});

test('connects with the account, runs a strategy on the server, polls it to SUCCESS and shows its results', async ({
  page,
}) => {
  // A whole backtest plus a poll loop: under load (two workers on two cores) it can pass 60 s.
  test.slow();
  const settings = new ServerSettings(page);
  await settings.open();
  await settings.fill('/', SERVER_ACCOUNT);
  await settings.testConnection();
  await expect(settings.step(REACH, 'passed')).toBeVisible();
  await expect(settings.step(SIGN_IN, 'passed')).toContainText('Signed in: the account can read its tasks.');
  await settings.use();
  await expect(page.getByRole('main')).toContainText('In use: Server: this origin.');
  await expect(page.getByRole('status', { name: 'Indicator catalogue' })).toContainText(/Catalogue: \d+ names?/);
  await screenshotBothSizes(page, 'settings-server');

  const app = serverAppOn(page);
  await app.goTo('Strategy');
  const builder = await openBuilder(page);
  // Unique: the server keeps its tasks while it runs (a reused server, or --repeat-each over two workers).
  const name = `RSI rebound on the server (e2e ${Date.now().toString(36)})`;
  await builder.nameInput().fill(name);
  await builder.setAutocomplete(builder.form, 'Symbol', 'SPX');
  await builder.setRuleType('Entry', 'SingleCondition');
  await builder.setCondition('Entry condition', {
    signal: 'RSI(14)',
    compareWith: 'SV',
    operator: 'CrossAbove',
    value: '30',
  });
  await builder.setRuleType('Exit', 'RiskControlOnly');
  await builder.setRisk({ stop: '5', take: '10', days: '21' });
  await builder.setDates('2010-01-01', '2015-12-31');
  await builder.expectCodes('Entry', ['TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30']);
  await builder.expectCodes('Exit', [RISK_CONTROL_ONLY_CODE]);

  // The sample backtest often finishes before the page first reads it, and then there is nothing to poll: should the
  // server's first answer already be final, it reaches the page as RUNNING (without a result). Every later read is
  // the server's own answer.
  const reads: string[] = [];
  await page.route('**/backtest/status/*', async (route) => {
    const response = await route.fetch();
    const task = (await response.json()) as { status: string };
    reads.push(task.status);
    if (reads.length === 1 && (task.status === 'SUCCESS' || task.status === 'FAILED'))
      await route.fulfill({ response, json: { ...task, status: 'RUNNING', result: undefined } });
    else await route.fulfill({ response });
  });

  await builder.runButton.click();
  await expect(page).toHaveURL(/#\/tasks\/[^/]+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name, level: 1 })).toBeVisible();
  // On a server the page reads the task every 12 s and says when; "Check the task now" reads it at once.
  await expect(main.getByRole('status').filter({ hasText: /^(Running the backtest|Queued)/ })).toBeVisible();
  await expect(main.getByText(/^Next check in \d+ s$/)).toBeVisible();
  const finished = main.getByLabel('Status: Finished');
  const checkNow = main.getByRole('button', { name: 'Check the task now' });
  await expect(async () => {
    if ((await checkNow.isVisible()) && (await checkNow.isEnabled())) await checkNow.click();
    await expect(finished).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
  // Finished, it is read no more.
  await expect(checkNow).toHaveCount(0);
  await expect(main.getByText(/Next check in/)).toHaveCount(0);
  expect(reads.length, 'reads of the task').toBeGreaterThanOrEqual(2);
  expect(reads.at(-1)).toBe('SUCCESS');
  await page.unroute('**/backtest/status/*');

  const trades = await expectResultWithTrades(main);
  await expect(figure(main, 'Total Trades')).toHaveText(String(trades));

  // The server keeps the task: Tasks lists it as SUCCESS.
  await app.goTo('Tasks');
  const row = page
    .getByRole('table', { name: 'Backtest tasks, newest first' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('SUCCESS', { exact: true })).toBeVisible();
});

test('a report with a script element and an onerror handler renders on the server without running either', async ({
  page,
  problems,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await connectToServer(page, SERVER_ACCOUNT);
  const titleBefore = await page.title();
  const app = serverAppOn(page);
  await app.goTo('Reports');
  const main = page.getByRole('main');
  const title = 'Sample: sentiment at an extreme (with unsafe HTML, to show sanitising)';
  const article = main.getByRole('article', { name: title });
  await expect(article).toBeVisible();
  await expect(article).toContainText('Optix for the S&P 500 reads 88');
  await expect(article.getByRole('img', { name: 'Sentiment chart (sample)' })).toHaveCount(1);
  expect(await main.getByRole('article').count()).toBeGreaterThan(1);

  // The sample's script and handler would set the title: neither ran, and neither is in the page.
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'the script ran' })).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  const handlers = await main.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
    ),
  );
  expect(handlers, 'event handler attributes in the reports').toEqual([]);
  await screenshotBothSizes(page, 'reports-server');
  expect(await page.title(), 'the title, which the sample would change').toBe(titleBefore);
  expect(dialogs, 'dialogs opened by the reports').toEqual([]);

  // The sample's image points at a file the server does not have: the browser asks for it, gets 401, shows the alt.
  const missing = takeProblems(problems, (p) => /\/missing-chart\.png$/.test(p));
  for (const p of missing) expect(p).toBe(`HTTP 401 for ${e2eServerUrl()}/missing-chart.png`);
});
