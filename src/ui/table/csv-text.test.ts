import { describe, expect, it } from 'vitest';
import { csvField, rowsToCsv } from './csv-text.ts';

describe('CSV text', () => {
  it('quotes only fields that need it, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(-1.5)).toBe('-1.5');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      rowsToCsv(
        ['Day', 'Mean %'],
        [
          [1, 0.25],
          ['02', null],
        ],
      ),
    ).toBe('Day,Mean %\r\n1,0.25\r\n02,\r\n');
  });
});
