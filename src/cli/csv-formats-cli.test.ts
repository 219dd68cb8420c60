import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli.ts';

// A file written the European way (semicolons, day-first dates, decimal commas) without a Volume column, in a data
// folder: the CLI (and a server over the same folder) reads it as the builder and the Data screen do, and says how.
const EURO = 'Date;Open;High;Low;Close\n30.12.2020;10,5;11;10;10,75\n04.01.2021;10,75;12,25;10,5;12\n';

describe('the CLI reading a data folder file of another format', () => {
  it('reads day-first dates and decimal commas, and the provenance says how the file was read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bts-cli-formats-'));
    writeFileSync(join(dir, 'EURX.csv'), EURO);
    const answer = await runCli(['GET', '/data/provenance?symbols=EURX', '--data', dir]);
    expect(answer.code, answer.stderr).toBe(0);
    expect(JSON.parse(answer.stdout).symbols).toEqual([
      {
        symbol: 'EURX',
        source: 'folder',
        first: '2020-12-30',
        last: '2021-01-04',
        stale: false,
        reading: [
          'Dates read day first (30.12.2020), found in the file.',
          'Numbers have a decimal comma: "10,5" is read as 10.5.',
          'the file has no Volume column; every volume reads as 1',
        ],
      },
    ]);
  });
});
