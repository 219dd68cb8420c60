import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli.ts';

const ROOT = join(import.meta.dirname, '../..');

const cli = runCli;

const rsiStrategy = {
  name: 'RSI dip',
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2010-01-01',
  end_date: '2015-12-31',
};

describe('the CLI', () => {
  it('prints the validate answer and exits 0', async () => {
    const run = await cli(['POST', '/backtest/validate'], JSON.stringify(rsiStrategy));
    expect(run.code, run.stderr).toBe(0);
    const body = JSON.parse(run.stdout);
    expect(body.status).toBe('valid');
    expect(body.entry.signals[0].code).toBe('TI:RSI(14);IDS:EO20/EP80;SC:SV/3/30');
  });

  it('submits with --wait and prints the finished task with its result', async () => {
    const run = await cli(['POST', '/backtest/start_backtest', '--wait'], JSON.stringify(rsiStrategy));
    expect(run.code, run.stderr).toBe(0);
    const task = JSON.parse(run.stdout);
    expect(task.status).toBe('SUCCESS');
    expect(task.params).toEqual(rsiStrategy);
    expect(task.result.Symbol).toBe('SPX');
    expect(task.result['Total Trades']).toBeGreaterThan(0);
    expect(task.result.EntryDate[0] >= '2010-01-01').toBe(true);
    expect(task.result['BT End Date']).toBe('2015-12-31');
  });

  it('exits 1 with a 400 body for a bad strategy', async () => {
    const run = await cli(
      ['POST', '/backtest/validate'],
      JSON.stringify({
        ...rsiStrategy,
        entry: { rule_type: 'Scoring', score_threshold: 1, condition: rsiStrategy.entry.condition },
      }),
    );
    expect(run.code).toBe(1);
    const body = JSON.parse(run.stdout);
    expect(body.detail).toMatch(/a Scoring condition must be an array/);
    expect(body.errors[0].path).toBe('entry.condition');
  });

  it('exits 1 with a 400 body for a body that is not JSON', async () => {
    const run = await cli(['POST', '/backtest/start_backtest'], '{not json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).detail).toMatch(/not valid JSON/);
  });

  it('exits 1 with a 404 body for an unknown task', async () => {
    const run = await cli(['GET', '/backtest/status/3f1c0e7a-0000-4000-8000-000000000000']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).detail).toBe('no task with task_id 3f1c0e7a-0000-4000-8000-000000000000');
  });

  it('answers the public pages: /auth-info, /openapi.json, /docs and /backtest/tutorial', async () => {
    const auth = await cli(['GET', '/auth-info']);
    expect(auth.code, auth.stderr).toBe(0);
    expect(JSON.parse(auth.stdout)).toMatchObject({
      scheme: 'none',
      public_paths: expect.arrayContaining(['/health']),
    });
    const openapi = JSON.parse((await cli(['GET', '/openapi.json'])).stdout);
    expect(openapi.openapi).toBe('3.1.0');
    expect(openapi.paths['/backtest/start_backtest'].post.requestBody).toBeDefined();
    expect((await cli(['GET', '/docs'])).stdout).toContain('/smart-option-scanner/options');
    expect(JSON.parse((await cli(['GET', '/backtest/tutorial'])).stdout).steps.length).toBeGreaterThan(2);
  });

  it('reads a --data folder beside the bundled samples', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-data-'));
    writeFileSync(
      join(dir, 'TINY.csv'),
      ['Date,Open,High,Low,Close,Volume', '2021-02-01,10,11,9,10.5,100', '2021-02-02,10.5,12,10,11.5,200'].join('\n'),
    );
    const run = await cli(
      ['POST', '/backtest/start_backtest', '--wait', '--data', dir],
      JSON.stringify({ ...rsiStrategy, symbol: 'TINY', start_date: undefined, end_date: undefined }),
    );
    expect(run.code, run.stdout).toBe(0);
    const task = JSON.parse(run.stdout);
    expect(task.status).toBe('SUCCESS');
    expect(task.result.Extra.dates).toEqual(['2021-02-01', '2021-02-02']);
    expect(task.result['Total Trades']).toBe(0);
    const health = await cli(['GET', '/health', '--data', dir]);
    expect(JSON.parse(health.stdout)).toEqual({ status: 'ok' });
  });

  it('answers the analytics endpoints: seasonality by query, correlation by JSON body, errors exit 1', async () => {
    const week = await cli(['GET', '/seasonality/performance-by-week?ticker=MSFT&start_year=2000&end_year=2001']);
    expect(week.code, week.stderr).toBe(0);
    const rows = JSON.parse(week.stdout).data as { Weekday: string }[];
    expect(rows.map((r) => r.Weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);

    const body = { benchmark: 'SPX', stock_comparison: ['MSFT'], start_date: '2010-01-01', end_date: '2010-12-31' };
    const corr = await cli(['POST', '/symbol_corr'], JSON.stringify(body));
    expect(corr.code, corr.stderr).toBe(0);
    expect(JSON.parse(corr.stdout)).toMatchObject({ code: 211, data: { corr_matrix: [{ index: 'SPX', SPX: 1 }, {}] } });

    const unknown = await cli(['POST', '/symbol_beta'], JSON.stringify({ ...body, stock_comparison: ['NOPE'] }));
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stdout)).toMatchObject({ code: 411, msg: 'no price data for NOPE (stock_comparison)' });
  });

  it('waits for a CPM task on its own status endpoint', async () => {
    const body = { symbol: 'SPX', corr_per: 60, time_in_market: 21, system_pattern: 'double_bottom' };
    const run = await cli(['POST', '/cpm/backtest/start', '--wait'], JSON.stringify(body));
    expect(run.code, run.stderr).toBe(0);
    const task = JSON.parse(run.stdout);
    expect(task).toMatchObject({ status: 'SUCCESS', mode: 'backtest', result: { code: 200 } });
    expect(JSON.parse(task.params)).toEqual(body);
    expect(task.result.data.backtest_info['TOTAL TRADES']).toBeGreaterThan(0);
  });

  it('prints the usage and exits 1 when the arguments are off', async () => {
    const run = await cli(['GET']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/usage: npm run -s cli -- METHOD PATH/);
  });

  it('works through the README command', async () => {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        'npm',
        ['run', '-s', 'cli', '--', 'GET', '/backtest/indicators/list?q=vix'],
        { cwd: ROOT },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    expect(JSON.parse(out)).toEqual([expect.objectContaining({ chart_name: 'VIX', updated: 'Daily' })]);
  });
});
