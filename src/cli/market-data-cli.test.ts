import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureRoutes, recordedChart } from '../sources/fixtures/fixture-routes.ts';
import { startReplayServer, type ReplayServer } from '../testing/replay-server.ts';
import { runCli } from './testing/run-cli.ts';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer({ routes: fixtureRoutes() });
});
afterAll(() => replay.close());

/** MSFT's recorded days with a close, as Yahoo's timestamps (9:30 New York) give them. */
function msftDays(): string[] {
  return msftCloses().map(([day]) => day);
}

function msftCloses(): [string, number][] {
  const chart = recordedChart('MSFT');
  return chart.timestamp.flatMap((t, i): [string, number][] => {
    const close = chart.indicators.quote[0].close[i];
    return close === null ? [] : [[new Date(t * 1000).toISOString().slice(0, 10), close]];
  });
}

/** The last close of a month (YYYY-MM) of the recorded MSFT history. */
const monthEnd = (month: string) =>
  msftCloses()
    .filter(([day]) => day.startsWith(month))
    .at(-1)![1];

describe('the CLI with --data DIR and --source yahoo=URL', () => {
  it('keeps what a refresh fetched in DIR, and the next command reads it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bts-cli-market-'));
    const source = ['--data', dir, '--source', `yahoo=${replay.url}`];
    const refresh = await runCli(['POST', '/data/refresh/start', '--wait', ...source], '{"symbols":["MSFT"]}');
    expect(refresh.code, refresh.stderr).toBe(0);
    const task = JSON.parse(refresh.stdout);
    const days = msftDays();
    expect(task.status).toBe('SUCCESS');
    expect(task.result.symbols).toEqual([
      { symbol: 'MSFT', status: 'updated', rows_added: days.length, first: days[0], last: days.at(-1) },
    ]);
    expect(readdirSync(join(dir, 'fetched'))).toEqual(['MSFT.json']);

    // A new process: the symbol is read from DIR.
    const listed = await runCli(['GET', '/data/symbols', '--data', dir]);
    expect(JSON.parse(listed.stdout).symbols[0]).toMatchObject({ symbol: 'MSFT', source: 'yahoo', rows: days.length });
    const season = await runCli(['GET', '/seasonality/performance-by-month?ticker=MSFT', '--data', dir]);
    expect(season.code, season.stdout).toBe(0);
    // The recorded history runs from February 2021 to January 2022: March to December 2021 are whole months of 2021
    // (February has no month before it; 2022 is a year the history only begins).
    const rows: { Month: string; Return: number }[] = JSON.parse(season.stdout).data;
    expect(rows.map((r) => r.Month)).toEqual([
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(rows[0].Return).toBeCloseTo((monthEnd('2021-03') / monthEnd('2021-02') - 1) * 100, 9);
  }, 60_000);

  it('refuses a --source it does not know, naming it', async () => {
    const run = await runCli(['GET', '/data/sources', '--source', 'bloomberg=http://127.0.0.1:1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/"bloomberg" is not a source/);
  });
});
