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

describe('the CLI with --data DIR and universes', () => {
  it('keeps a universe put in DIR, so the next command lists it and refreshes its members', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bts-cli-universe-'));
    const put = await runCli(['PUT', '/data/universes/Two%20names', '--data', dir], '{"symbols":["msft","aapl"]}');
    expect(put.code, put.stderr).toBe(0);
    expect(readdirSync(join(dir, 'universes'))).toEqual(['TWO%20NAMES.json']);

    // A new process reads it from DIR, after the built-in list.
    const listed = await runCli(['GET', '/data/universes', '--data', dir]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(
      JSON.parse(listed.stdout).universes.map((u: { name: string; members: number }) => [u.name, u.members]),
    ).toEqual([
      ['S&P 500', 503],
      ['Two names', 2],
    ]);

    // And a third refreshes its members by the universe's name.
    const source = ['--data', dir, '--source', `yahoo=${replay.url}`];
    const refresh = await runCli(['POST', '/data/refresh/start', '--wait', ...source], '{"universe":"two names"}');
    expect(refresh.code, refresh.stderr).toBe(0);
    const task = JSON.parse(refresh.stdout);
    expect(task.status).toBe('SUCCESS');
    expect(readdirSync(join(dir, 'fetched')).sort()).toEqual(['AAPL.json', 'MSFT.json']);
    const msftBars = recordedChart('MSFT').indicators.quote[0].close.filter((c) => c !== null).length;
    expect(task.result.symbols.find((s: { symbol: string }) => s.symbol === 'MSFT').rows_added).toBe(msftBars);

    // Without --data, nothing of DIR is seen.
    const bare = await runCli(['GET', '/data/universes/Two%20names']);
    expect(bare.code).toBe(1);
  });
});
