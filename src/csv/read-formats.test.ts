import { describe, expect, it } from 'vitest';
import { isoDay } from '../engine/series/bars.ts';
import { csvError } from './expect-csv-error.ts';
import { parsePriceCsv } from './parse-price-csv.ts';
import { parseValueCsv } from './parse-value-csv.ts';
import { parseWideCloseCsv } from './parse-wide-close-csv.ts';
import { readUpload } from './read-upload.ts';

// One reader for every host: each of these files reads the same whether the builder, the Data screen, a server's data
// folder or the CLI reads it, because all of them go through these parsers. The expected values are the files' cells
// read by hand.
describe('the CSV formats every reader understands', () => {
  it('finds day-first dates from a day above 12 and says so', () => {
    const csv = parsePriceCsv('Date,Open,High,Low,Close,Volume\n30/12/2020,1,2,0.5,1.5,10\n04/01/2021,2,3,1,2.5,20\n');
    expect(csv.rows.map((r) => isoDay(r.time))).toEqual(['2020-12-30', '2021-01-04']);
    expect(csv.notes).toEqual(['Dates read day first (30/12/2020), found in the file.']);
    expect(Array.from(parseValueCsv('Date,Value\n30/12/2020,1\n04/01/2021,2\n').time, isoDay)).toEqual([
      '2020-12-30',
      '2021-01-04',
    ]);
    const wide = parseWideCloseCsv('Date,A\n30/12/2020,1\n04/01/2021,2\n');
    expect(wide.get('A')?.map((r) => isoDay(r.time))).toEqual(['2020-12-30', '2021-01-04']);
  });

  it('reads dates that could be either way round month first, says it was assumed, and takes a choice', () => {
    const text = 'Date,Open,High,Low,Close,Volume\n03/04/2020,1,1,1,1,1\n05/06/2020,1,1,1,1,1\n';
    const assumed = parsePriceCsv(text);
    expect(assumed.rows.map((r) => isoDay(r.time))).toEqual(['2020-03-04', '2020-05-06']);
    expect(assumed.notes[0]).toMatch(/^Dates read month first \(03\/04\/2020\), assumed, as no day is above 12/);
    const chosen = parsePriceCsv(text, { dateOrder: 'day-first' });
    expect(chosen.rows.map((r) => isoDay(r.time))).toEqual(['2020-04-03', '2020-06-05']);
    expect(chosen.notes).toEqual(['Dates read day first (03/04/2020), as you chose.']);
  });

  it('reads a decimal comma in a semicolon file, points grouping thousands', () => {
    const text = 'Date;Open;High;Low;Close;Volume\n31.01.2020;64,501427;65,1;63,9;64,8;1.234.567\n';
    const csv = parsePriceCsv(text);
    expect(csv.rows).toHaveLength(1);
    const [row] = csv.rows;
    expect([isoDay(row.time), row.open, row.high, row.low, row.close, row.volume]).toEqual([
      '2020-01-31',
      64.501427,
      65.1,
      63.9,
      64.8,
      1234567,
    ]);
    expect(csv.notes).toEqual([
      'Dates read day first (31.01.2020), found in the file.',
      'Numbers have a decimal comma: "64,501427" is read as 64.501427.',
    ]);
    expect(parseValueCsv('Date;Value\n2020-01-02;12,5\n').value[0]).toBe(12.5);
  });

  it('refuses a decimal point in a file that writes decimals with a comma, naming the row and column', () => {
    const e = csvError(() =>
      parsePriceCsv('Date;Open;High;Low;Close\n2020-01-02;1,5;2;1;1,5\n2020-01-03;1,5;2.5;1;2\n'),
    );
    expect([e.row, e.column]).toEqual([3, 'High']);
    expect(e.reason).toBe('"2.5" has a decimal point, but the file writes decimals with a comma (e.g. 2,5)');
  });

  it('reads quoted thousands separators in a comma file and says so', () => {
    const csv = parsePriceCsv('Date,Open,High,Low,Close,Volume\n2020-01-02,1,1,1,1,"4,787,699"\n');
    expect(csv.rows[0].volume).toBe(4787699);
    expect(csv.notes).toEqual(['Numbers have thousands separators: "4,787,699" is read as 4787699.']);
  });

  it('warns of a missing Volume column in every reading, and the Data screen reading carries the same notes', () => {
    const text = 'Date;Open;High;Low;Close\n31.01.2020;64,5;65;63,5;64,8\n03.02.2020;64,8;66;64;65,5\n';
    expect(parsePriceCsv(text).warnings).toEqual(['the file has no Volume column; every volume reads as 1']);
    const reading = readUpload({ files: [{ fileName: 'x.csv', text }] });
    expect(reading.decimalComma).toBe('64,5');
    expect(reading.dates).toBe('day-first');
    expect(reading.warnings).toEqual(['the file has no Volume column; every volume reads as 1']);
    // what the preview and the library get is written plainly, and reads back to the same rows without a Volume
    expect(reading.text).toBe('Date,Open,High,Low,Close\n2020-01-31,64.5,65,63.5,64.8\n2020-02-03,64.8,66,64,65.5\n');
    expect(parsePriceCsv(reading.text).warnings).toEqual(['the file has no Volume column; every volume reads as 1']);
  });
});
