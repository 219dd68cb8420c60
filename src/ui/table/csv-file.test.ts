// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import type { CsvTable } from './csv-file.ts';
import { csvBytes, csvText, downloadCsv } from './csv-file.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const TABLE: CsvTable = {
  header: ['Name', 'Symbol', 'Value', 'Date'],
  rows: [
    ['=HYPERLINK("http://x")', '-1+2', 1234567.891, new Date(Date.UTC(2024, 0, 31))],
    ['Société Générale', 'GLE.PA', -1.5, new Date(Date.UTC(2024, 1, 29, 14, 30, 5))],
  ],
};

// Worked out by hand from RFC 4180 and the formula rule: the quote goes in front, the cell's own quotes are doubled,
// and an escaped cell is quoted. A negative number stays a number.
const EXPECTED =
  'Name,Symbol,Value,Date\r\n' +
  `"'=HYPERLINK(""http://x"")","'-1+2",1234567.891,2024-01-31\r\n` +
  'Société Générale,GLE.PA,-1.5,2024-02-29T14:30:05.000Z\r\n';

describe('the CSV writer', () => {
  it('escapes formulae, keeps numbers plain and writes dates as ISO, with CRLF line ends', () => {
    expect(csvText(TABLE)).toBe(EXPECTED);
  });

  it('never lets a text cell start a line or a field with a formula character', () => {
    const fields = csvText(TABLE)
      .split('\r\n')
      .flatMap((line) => line.split(','));
    for (const field of fields) expect(field).not.toMatch(/^[=+@]|^-\D/);
  });

  it('escapes a formula followed by a line break, which papaparse’s own pattern misses', () => {
    expect(csvText({ header: ['Note'], rows: [['@SUM(A1)\nsecond line']] })).toBe(
      `Note\r\n"'@SUM(A1)\nsecond line"\r\n`,
    );
  });

  it('quotes only the fields that need it and leaves missing values empty', () => {
    expect(
      csvText({
        header: ['A', 'B', 'C', 'D', 'E'],
        rows: [
          ['a,b', 'say "hi"', null, Number.NaN, Number.POSITIVE_INFINITY],
          ['two\nlines', undefined, 0, true, new Date(Number.NaN)],
        ],
      }),
    ).toBe('A,B,C,D,E\r\n"a,b","say ""hi""",,,\r\n"two\nlines",,0,true,\r\n');
  });

  it('writes the header alone for no rows', () => {
    expect(csvText({ header: ['Day', 'Mean %'], rows: [] })).toBe('Day,Mean %\r\n');
  });

  it('starts the file with the UTF-8 byte-order mark, and the accents survive decoding', () => {
    const bytes = csvBytes(TABLE);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // "é" is U+00E9: C3 A9 in UTF-8, found right after "Soci".
    const soci = [0x53, 0x6f, 0x63, 0x69];
    const at = bytes.findIndex((_, i) => soci.every((b, j) => bytes[i + j] === b));
    expect([...bytes.subarray(at + 4, at + 6)]).toEqual([0xc3, 0xa9]);
    const decoded = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(decoded).toBe(`\ufeff${EXPECTED}`);
    expect(decoded).toContain('Société Générale');
  });

  it('downloads those bytes as a text/csv file of the given name', async () => {
    const downloads = captureDownloads();
    downloadCsv('banks.csv', TABLE);
    expect(downloads.name(0)).toBe('banks.csv');
    expect(downloads.blob(0).type).toBe('text/csv;charset=utf-8');
    expect(await downloads.csv(0)).toBe(EXPECTED);
  });
});
