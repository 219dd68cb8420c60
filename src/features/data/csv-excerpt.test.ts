import { describe, expect, it } from 'vitest';
import { csvExcerpt } from './csv-excerpt.ts';

const FILE = ['Date,Open,High,Low,Close,Volume', ...Array.from({ length: 5 }, (_, i) => `2020-01-0${i + 1},1,2,1,2,9`)];

describe('csvExcerpt', () => {
  it('shows the lines around the row and finds the column', () => {
    const text = FILE.map((l, i) => (i === 3 ? '2020-01-03,1,2,1,abc,9' : l)).join('\n');
    const excerpt = csvExcerpt(text, 4, 'Close')!;
    expect(excerpt.header).toEqual(['Date', 'Open', 'High', 'Low', 'Close', 'Volume']);
    expect(excerpt.column).toBe(4);
    expect(excerpt.headerProblem).toBe(false);
    expect(excerpt.lines.map((l) => [l.line, l.problem])).toEqual([
      [3, false],
      [4, true],
      [5, false],
    ]);
    expect(excerpt.lines[1].cells[4]).toBe('abc');
  });

  it('points at the header for a missing column and reads other delimiters', () => {
    const excerpt = csvExcerpt('Date;Open;High\r\n2020-01-01;1;2\r\n', 1, 'Close')!;
    expect(excerpt.headerProblem).toBe(true);
    expect(excerpt.header).toEqual(['Date', 'Open', 'High']);
    expect(excerpt.column).toBe(-1);
    expect(excerpt.lines).toEqual([]);
  });

  it('gives nothing for a row outside the file', () => {
    expect(csvExcerpt(FILE.join('\n'), 99)).toBeNull();
    expect(csvExcerpt('', 1)).toBeNull();
  });
});
