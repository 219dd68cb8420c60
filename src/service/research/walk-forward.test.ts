import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestResult, WalkForwardTask } from '../../contract/index.ts';
import { BacktestTaskSchema, WalkForwardTaskSchema } from '../../contract/index.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { send, testService } from '../testing/harness.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import { planSweep } from './sweep-plan.ts';
import { localSweepSlices } from './sweep-task.ts';
import { SweepSliceRunner } from './sweep-slice.ts';
import { chooseInSample, planWalkForward, runWalkForward } from './walk-forward.ts';
import { walkForwardWindows } from './walk-forward-windows.ts';

const folder = new FolderMarketData([BUNDLED_SAMPLES_DIR]);
const TODAY = '2026-11-20';

/** SPX's dates as the sample file lists them, read here and not through the service. */
const SPX_DATES = readFileSync(join(BUNDLED_SAMPLES_DIR, 'SPX.csv'), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(',')[0])
  .sort();

const strategy = (level: number, days: number, window = { start_date: '2010-01-01', end_date: '2014-12-31' }) => ({
  name: 'RSI dip walk',
  symbol: 'SPX',
  ...window,
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: level } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: `-6/8/${days}`,
});

const LEVELS = [30, 40];
const DAYS = [5, 10, 21];
const body = (anchored: boolean) => ({
  strategy: strategy(30, 10),
  axes: [
    { path: 'entry.condition.rule.comparison_value', values: LEVELS },
    { path: 'risk_control.days', values: DAYS },
  ],
  metric: 'Total Return (%)',
  in_sample_bars: 300,
  out_of_sample_bars: 200,
  anchored,
  // the efficiency's formula is checked here; its refusal below min_trades has its own test
  min_trades: 0,
});

async function plain(service: ReturnType<typeof testService>, params: object): Promise<BacktestResult> {
  const { body: submitted } = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', params);
  await service.idle();
  const task = BacktestTaskSchema.parse((await send(service, 'GET', `/backtest/status/${submitted.task_id}`)).body);
  expect(task.status, task.error).toBe('SUCCESS');
  return task.result!;
}

describe('walk-forward windows', () => {
  it('roll by the out-of-sample length, or grow from the start when anchored (worked by hand)', () => {
    expect(walkForwardWindows(0, 9, 4, 3, false)).toEqual([
      { isFrom: 0, isTo: 3, oosFrom: 4, oosTo: 6 },
      { isFrom: 3, isTo: 6, oosFrom: 7, oosTo: 9 },
    ]);
    expect(walkForwardWindows(2, 10, 4, 3, true)).toEqual([
      { isFrom: 2, isTo: 5, oosFrom: 6, oosTo: 8 },
      { isFrom: 2, isTo: 8, oosFrom: 9, oosTo: 10 },
    ]);
    expect(walkForwardWindows(0, 3, 4, 3, false)).toEqual([]);
  });
});

describe('POST /backtest/walk_forward/start', () => {
  for (const anchored of [false, true])
    it(`chooses, runs and stitches as a plain loop of backtests does (${anchored ? 'anchored' : 'rolling'})`, async () => {
      const service = testService({ marketData: folder });
      const submitted = await send<{ task_id: string }>(
        service,
        'POST',
        '/backtest/walk_forward/start',
        body(anchored),
      );
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
      await service.idle();
      const task: WalkForwardTask = WalkForwardTaskSchema.parse(
        (await send(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body,
      );
      expect(task.status, task.error).toBe('SUCCESS');
      const result = task.result!;

      // The plain loop: the window's bars from the file's dates, every combination backtested on the in-sample dates,
      // the best total return kept (first in order on a tie), then that one backtested out of sample with the
      // capital carried over.
      const dates = SPX_DATES.filter((d) => d >= '2010-01-01' && d <= '2014-12-31');
      let capital = 100_000;
      const stitched: number[] = [];
      const expectedWindows = [];
      for (let k = 0; ; k++) {
        const isFrom = anchored ? 0 : k * 200;
        const isTo = k * 200 + 299;
        if (isTo + 1 >= dates.length) break;
        const oosTo = Math.min(dates.length - 1, isTo + 200);
        let best: { level: number; days: number; ret: number } | undefined;
        for (const level of LEVELS)
          for (const days of DAYS) {
            const r = await plain(service, strategy(level, days, { start_date: dates[isFrom], end_date: dates[isTo] }));
            if (!best || r['Total Return (%)'] > best.ret) best = { level, days, ret: r['Total Return (%)'] };
          }
        const oos = await plain(service, {
          ...strategy(best!.level, best!.days, { start_date: dates[isTo + 1], end_date: dates[oosTo] }),
          capital,
        });
        stitched.push(...oos.Extra.equity);
        capital = oos.Extra.final_equity;
        expectedWindows.push({
          in_sample_start: dates[isFrom],
          in_sample_end: dates[isTo],
          out_of_sample_start: dates[isTo + 1],
          out_of_sample_end: dates[oosTo],
          chosen: [best!.level, best!.days],
          ret: best!.ret,
          oosRet: oos['Total Return (%)'],
        });
      }
      expect(expectedWindows.length).toBeGreaterThan(3);
      expect(
        result.windows.map((w) => ({
          in_sample_start: w.in_sample_start,
          in_sample_end: w.in_sample_end,
          out_of_sample_start: w.out_of_sample_start,
          out_of_sample_end: w.out_of_sample_end,
          chosen: w.chosen,
          ret: w.in_sample['Total Return (%)'],
          oosRet: w.out_of_sample['Total Return (%)'],
        })),
      ).toEqual(expectedWindows);
      // The chosen values are not all the same (else "chooses" would be untested).
      expect(new Set(result.windows.map((w) => w.chosen.join())).size).toBeGreaterThan(1);
      expect(result.equity).toHaveLength(stitched.length);
      result.equity.forEach((v, i) => expect(v).toBeCloseTo(stitched[i], 3));
      expect(result.dates[0]).toBe(expectedWindows[0].out_of_sample_start);
      expect(result.dates.at(-1)).toBe(expectedWindows.at(-1)!.out_of_sample_end);
      expect(result.figures['Total Return (%)']).toBeCloseTo((stitched.at(-1)! / 100_000 - 1) * 100, 3);
      // The strategy as written over the same dates, for the second curve.
      const whole = await plain(
        service,
        strategy(30, 10, { start_date: result.dates[0], end_date: result.dates.at(-1)! }),
      );
      expect(result.base_equity).toEqual(whole.Extra.equity);
      // Efficiency: out-of-sample CAGR over the mean in-sample CAGR of the chosen combinations.
      const meanIn = result.windows.reduce((s, w) => s + w.in_sample.CAGR!, 0) / result.windows.length;
      expect(result.efficiency).toBeCloseTo(result.figures.CAGR! / meanIn, 5);
    });

  it('never reads past a window’s in-sample end when choosing: cutting the data there changes nothing', async () => {
    const full = (await folder.bars('SPX'))!;
    const plan = planWalkForward(body(false));
    const cut = (bars: Bars, end: number): Bars => ({
      time: bars.time.slice(0, end + 1),
      open: bars.open.slice(0, end + 1),
      high: bars.high.slice(0, end + 1),
      low: bars.low.slice(0, end + 1),
      close: bars.close.slice(0, end + 1),
      volume: bars.volume.slice(0, end + 1),
      columns: {},
    });
    const first = full.time.findIndex((t) => t >= Date.parse('2010-01-01'));
    const signal = new AbortController().signal;
    for (const k of [0, 2]) {
      const isFrom = first + k * 200;
      const isTo = isFrom + 299;
      const onFull = await chooseInSample(
        plan,
        full,
        isFrom,
        isTo,
        localSweepSlices(new SweepSliceRunner(folder)),
        TODAY,
        { signal },
      );
      const shortData = new MemoryMarketData({ SPX: cut(full, isTo) });
      const short = (await shortData.bars('SPX'))!;
      const onCut = await chooseInSample(
        plan,
        short,
        isFrom,
        isTo,
        localSweepSlices(new SweepSliceRunner(shortData)),
        TODAY,
        { signal },
      );
      expect(onCut).toEqual(onFull);
      expect(onFull?.error).toBeUndefined();
    }
    // And the whole walk-forward on data that ends one bar after window 2's in-sample end makes the same choices.
    const fullRun = await runWalkForward(plan, folder, localSweepSlices(new SweepSliceRunner(folder)), TODAY, {
      signal,
      progress: () => {},
    });
    const endOfWindow2 = first + 2 * 200 + 299 + 1;
    const shortData = new MemoryMarketData({ SPX: cut(full, endOfWindow2) });
    const shortRun = await runWalkForward(plan, shortData, localSweepSlices(new SweepSliceRunner(shortData)), TODAY, {
      signal,
      progress: () => {},
    });
    expect(shortRun.windows).toHaveLength(3);
    expect(shortRun.windows.map((w) => [w.chosen, w.in_sample])).toEqual(
      fullRun.windows.slice(0, 3).map((w) => [w.chosen, w.in_sample]),
    );
  });

  it('names the field of a request it cannot run', async () => {
    const service = testService({ marketData: folder });
    const cases: [object, RegExp][] = [
      [{ ...body(false), in_sample_bars: 5000 }, /in_sample_bars.*has \d+ bars/],
      [{ ...body(false), out_of_sample_bars: 2 }, /out_of_sample_bars must be at least 5/],
      [{ ...body(false), axes: [{ path: 'symbol', values: ['SPX', 'DJI'] }] }, /axes\.0\.path: a walk-forward/],
      [{ ...body(false), anchored: 'yes' }, /anchored must be true or false/],
    ];
    for (const [request, message] of cases) {
      const answer = await send<{ detail: string }>(service, 'POST', '/backtest/walk_forward/start', request);
      expect(answer.status, JSON.stringify(request)).toBe(400);
      expect(answer.body.detail).toMatch(message);
    }
    expect(planSweep(body(false)).count).toBe(6);
  });
});
