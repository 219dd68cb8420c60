import { readFile } from 'node:fs/promises';
import { expect, test } from './support/app.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * Seasonality: the screen runs SPX as it opens (one all-in-one request to the service in the worker), every view
 * has its chart, a chart switches to its table and downloads as CSV; a ticker without data says so.
 */

test.describe.configure({ mode: 'parallel' });

/** Each view's tab, the panel it shows first and the role of that panel's chart. */
const VIEWS = [
  { tab: 'Weekday & month', panel: 'Mean return by weekday', chart: 'img' },
  { tab: 'Day of month', panel: 'Average return by calendar day', chart: 'table' },
  { tab: 'Session of year', panel: 'Average path through the year', chart: 'img' },
  { tab: 'Around a holiday', panel: /^Around .+, 5 sessions either side$/, chart: 'img' },
  { tab: 'Around a date', panel: /^Around [A-Z][a-z]+ \d{1,2}, 5 sessions either side$/, chart: 'img' },
  { tab: 'Single month', panel: /^[A-Z][a-z]+ by calendar day$/, chart: 'img' },
  {
    tab: 'One-dollar curve',
    panel:
      /^\$1 from session \d+ \(usually [A-Z][a-z]{2} \d+\) to session \d+ \(usually [A-Z][a-z]{2} \d+\) each year$/,
    chart: 'img',
  },
] as const;

test('SPX opens with every view charted; a chart turns into its table and downloads as CSV', async ({ app, page }) => {
  // Seven views, each charted, tabled and downloaded: about 50 s on CI, past 60 s when the other worker is busy too.
  test.setTimeout(120_000);
  await app.open('/seasonality');
  await expect(page.getByRole('heading', { name: 'Seasonality', level: 1 })).toBeVisible();
  const results = page.getByRole('region', { name: 'Seasonality results' });
  const heading = results.getByRole('heading', { name: /^SPX, \d{4} to 2020$/ });
  // The first answer: the worker loads the sample and computes every view (slow when the machine is busy).
  await expect(heading).toBeVisible({ timeout: 60_000 });
  const years = (await heading.innerText()).match(/(\d{4}) to (\d{4})/)!.slice(1);
  // public/samples/SPX.csv runs from 2000-01-03 to 2020-04-17
  await expect(results.getByRole('note', { name: 'Data provenance' })).toHaveText(
    'Data: SPX bundled sample, 2000-01-03 to 2020-04-17',
  );

  for (const view of VIEWS) {
    await results.getByRole('tab', { name: view.tab }).click();
    const panel = page.getByRole('tabpanel', { name: view.tab }).getByRole('region', { name: view.panel });
    await expect(panel.getByRole(view.chart).first()).toBeVisible();
    await expect(panel.getByText(/^SPX, \d{4}-2020: /)).toBeVisible(); // the service's description of the view
    if (view.tab === 'Day of month') await screenshotBothSizes(page, 'seasonality-day-of-month');
    if (view.tab === 'Session of year') await screenshotBothSizes(page, 'seasonality-day-of-year');
    if (view.tab === 'Around a holiday') await screenshotBothSizes(page, 'seasonality-holiday');
    if (view.tab === 'One-dollar curve') await screenshotBothSizes(page, 'seasonality-one-dollar');
  }

  await results.getByRole('tab', { name: 'Weekday & month' }).click();
  const weekday = results.getByRole('region', { name: 'Mean return by weekday' });
  await expect(
    weekday.getByRole('img', { name: /^Bar chart of the mean daily return of SPX by weekday/ }),
  ).toBeVisible();
  await screenshotBothSizes(page, 'seasonality-weekday');

  await weekday.getByRole('button', { name: 'Table' }).click();
  const monday = weekday.getByRole('table', { name: 'Mean return by weekday: table' }).getByRole('row', {
    name: /^Monday/,
  });
  await expect(monday.getByRole('cell').nth(1)).toHaveText(/^[+-]\d\.\d{3}%$/);
  await expect(monday.getByRole('cell').nth(2)).toHaveText(/^\d{2}\.\d%$/);
  const shownMean = await monday.getByRole('cell').nth(1).innerText();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    weekday.getByRole('button', { name: 'Download Mean return by weekday as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`SPX-seasonality-by-weekday-${years[0]}-${years[1]}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Weekday,Mean return (%),Positive (%)');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  // The file has the unrounded figure the table rounds.
  const fileMean = Number(lines[1].split(',')[1]);
  expect(`${fileMean > 0 ? '+' : '-'}${Math.abs(fileMean).toFixed(3)}%`).toBe(shownMean);
});

test('a ticker without price data says so, and the form keeps it', async ({ app, page }) => {
  test.setTimeout(120_000);
  await app.open('/seasonality');
  await expect(page.getByRole('region', { name: 'Seasonality results' })).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Seasonality settings' });
  await form.getByRole('textbox', { name: 'From year' }).fill('2010');
  await form.getByRole('combobox', { name: 'Ticker' }).fill('xyz');
  await expect(form.getByRole('combobox', { name: 'Ticker' })).toHaveValue('XYZ');
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/^No price data for XYZ between 2010 and \d{4}/);
  await expect(alert).toContainText('Load a CSV in Data or pick another ticker');
  await expect(alert.getByRole('link', { name: 'Data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seasonality results' })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Ticker' })).toHaveValue('XYZ');
  await expect(form.getByRole('textbox', { name: 'From year' })).toHaveValue('2010');
  // The settings of each view fold away (as they start on a phone).
  await form.getByRole('button', { name: /^Settings of each view/ }).click();
  await expect(form.getByRole('combobox', { name: 'Holiday' })).toBeHidden();
  await screenshotBothSizes(page, 'seasonality-no-data');
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "03-01" -> "Mar 1", as the screen writes a window. */
const monthDay = (md: string) => `${MONTHS[Number(md.slice(0, 2)) - 1]} ${Number(md.slice(3))}`;

/** The bundled SPX closes by date, read with a plain split (no code of the app). */
async function spxCloses(): Promise<Map<string, number>> {
  const text = await readFile(new URL('../public/samples/SPX.csv', import.meta.url), 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const date = columns.indexOf('date');
  const close = columns.indexOf('close');
  return new Map(lines.map((line) => line.split(',')).map((cells) => [cells[date], Number(cells[close])]));
}

test('a window typed as two dates gives each year’s return; dragging selects another; a reload keeps the view', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  await app.open('/seasonality');
  const results = page.getByRole('region', { name: 'Seasonality results' });
  await results.getByRole('tab', { name: 'Average year' }).click({ timeout: 60_000 });
  const chart = results.getByRole('img', { name: /^Line chart of the average year of SPX on a calendar axis/ });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart).toContainText('Jan');
  await expect(chart).toContainText('Dec');

  const windowForm = page.getByRole('form', { name: 'Window' });
  await windowForm.getByRole('textbox', { name: 'Window from' }).fill('03-01');
  await windowForm.getByRole('textbox', { name: 'Window to' }).fill('04-15');
  await windowForm.getByRole('button', { name: 'Show window' }).click();
  await expect(page).toHaveURL(/[?&]window\.from=03-01&window\.to=04-15/);

  const table = page.getByRole('table', { name: 'Return in each year, Mar 1 to Apr 15' });
  const y2019 = table.getByRole('row', { name: /^2019/ });
  const closes = await spxCloses();
  const want = (closes.get('2019-04-15')! / closes.get('2019-02-28')! - 1) * 100;
  await expect(y2019.getByRole('cell')).toHaveText(['2019-02-28', '2019-04-15', `+${want.toFixed(2)}%`]);
  const section = page.getByRole('region', { name: 'Window Mar 1 to Apr 15' });
  await expect(section.getByText(/^SPX: Positive in \d+ of \d+ years/)).toBeVisible();
  await expect(
    section.getByRole('img', { name: /^Bar chart of the return of SPX from Mar 1 to Apr 15/ }),
  ).toBeVisible();
  await screenshotBothSizes(page, 'seasonality-average-year');

  // A best window selects itself with a click.
  const best = page.getByRole('table', { name: 'Best windows' });
  const first = best.getByRole('button').first();
  const label = await first.innerText();
  await first.click();
  await expect(page.getByRole('table', { name: `Return in each year, ${label}` })).toBeVisible();

  // Drag across the chart from about 30% to 50% of its width: a new window in the address, and its table.
  const before = page.url();
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => page.url()).not.toBe(before);
  const address = new URL(page.url().replace('#/', '')).searchParams;
  const draggedName = `Return in each year, ${monthDay(address.get('window.from')!)} to ${monthDay(address.get('window.to')!)}`;
  await expect(page.getByRole('table', { name: draggedName })).toBeVisible({ timeout: 30_000 });

  // Reload: the same tab, window and table.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  // The worker computes the seasonality again after a reload: slow when the machine is busy.
  await expect(page.getByRole('tab', { name: 'Average year' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 60_000,
  });
  await expect(page.getByRole('table', { name: draggedName })).toBeVisible({ timeout: 30_000 });
});
