import type { BenchLine, BenchScale } from './timing.ts';
import { firstBars, stitchedDaily } from './bench-data.ts';
import { FULL } from './timing.ts';
import { parseStrategyRequest, resolveStrategy } from '../src/service/backtest/resolve-strategy.ts';
import { computeBacktest } from '../src/service/backtest/run-backtest.ts';
import { buildResult } from '../src/service/backtest/build-result.ts';
import { computeTearsheet } from '../src/engine/backtest/tearsheet/tearsheet.ts';
import { MemoryMarketData } from '../src/service/testing/memory-market-data.ts';
import { send, testService } from '../src/service/testing/harness.ts';

const TODAY = '2026-11-21';

/** A 3-step TimeOrder with qualifiers: a 5% pullback in a month, RSI turning up through 30, close back over its SMA(50). */
export const TIME_ORDER_STRATEGY = {
  symbol: 'BENCH',
  entry: {
    rule_type: 'TimeOrder',
    signals_in_market: 21,
    steps: [
      {
        signal: { name: 'Symbol Close' },
        rule: { type_name: '<', comparison_value: -5 },
        qualifier: { comparison_operator: 'DrawDown %', calculation_period: '21' },
      },
      { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } },
      { signal: { name: 'Symbol Close' }, rule: { comparison_type: 'SVMA', type_name: 'CrossAbove', period: '50' } },
    ],
  },
  exit: {
    rule_type: 'SingleCondition',
    condition: {
      signal: { name: 'Symbol Close' },
      rule: { type_name: '>', comparison_value: 95 },
      qualifier: { comparison_operator: 'Range Rank', calculation_period: '252' },
    },
  },
  risk_control: '-8/15/63',
  trade_price: 0,
};

export const crossover = (fast: number, slow: number) => ({
  symbol: 'BENCH',
  entry: {
    rule_type: 'SingleCondition',
    condition: {
      signal: { name: `MA Spread(${fast},${slow})` },
      rule: { type_name: 'CrossAbove', comparison_value: 0 },
    },
  },
  exit: {
    rule_type: 'SingleCondition',
    condition: {
      signal: { name: `MA Spread(${fast},${slow})` },
      rule: { type_name: 'CrossBelow', comparison_value: 0 },
    },
  },
  trade_price: 0,
  risk_control: '//',
});

export async function backtestBenches(scale: BenchScale = FULL): Promise<BenchLine[]> {
  const big = stitchedDaily(scale.pick(25_000, 600));
  const bigCount = big.time.length.toLocaleString('en-US');
  // The default benchmark, SPX, with a bar on every one of the 25,000 dates: the comparison's worst case. Its prices
  // being the symbol's own changes nothing in the work done.
  const bigData = new MemoryMarketData({ BENCH: big, SPX: big });
  const strategy = await resolveStrategy(parseStrategyRequest(TIME_ORDER_STRATEGY), bigData, TODAY);
  const tearsheetOf = (c: Awaited<ReturnType<typeof computeBacktest>>) =>
    computeTearsheet({
      time: big.time.subarray(c.spec.from, c.spec.to + 1),
      equity: c.outcome.equity,
      capital: c.spec.capital,
      barsPerYear: c.spec.barsPerYear,
      benchmark: { time: big.time, close: big.close },
    });
  const engine = await scale.time(async () => tearsheetOf(await computeBacktest(strategy, big, bigData)), 50);
  const computed = await computeBacktest(strategy, big, bigData);
  const tearsheetAlone = await scale.time(() => tearsheetOf(computed), 200, 20);
  const withResult = await scale.time(
    async () => buildResult(strategy, big, await computeBacktest(strategy, big, bigData), bigData),
    30,
  );

  const small = firstBars(big, scale.pick(5_000, 400));
  const smallData = new MemoryMarketData({ BENCH: small });
  const grid: [number, number][] = [];
  const [fastEnd, slowEnd] = scale.pick([27, 70], [4, 32]);
  for (let fast = 2; fast < fastEnd; fast++) for (let slow = 30; slow < slowEnd; slow++) grid.push([fast, slow]);
  const resolved = await Promise.all(
    grid.map(([f, s]) => resolveStrategy(parseStrategyRequest(crossover(f, s)), smallData, TODAY)),
  );
  const gridRun = await scale.time(
    async () => {
      for (const r of resolved) await computeBacktest(r, small, smallData);
    },
    5,
    1,
  );
  const gridWithParsing = await scale.time(
    async () => {
      for (const [f, s] of grid)
        await computeBacktest(
          await resolveStrategy(parseStrategyRequest(crossover(f, s)), smallData, TODAY),
          small,
          smallData,
        );
    },
    3,
    1,
  );

  const service = testService({ marketData: bigData });
  const validate = await scale.time(() => send(service, 'POST', '/backtest/validate', TIME_ORDER_STRATEGY), 200, 20);

  return [
    {
      name: `backtest ${bigCount} bars, TimeOrder 3 steps + qualifiers (${computed.outcome.trades.length} trades), tearsheet figures`,
      ms: engine.medianMs,
      budgetMs: 5,
    },
    { name: '  of which the tearsheet (benchmark, months, years, drawdowns)', ms: tearsheetAlone.medianMs },
    { name: '  the same with the spec result built (dates, curves, benchmark read)', ms: withResult.medianMs },
    {
      name: `${grid.length.toLocaleString('en-US')} backtests of ${small.time.length.toLocaleString('en-US')} bars (MA Spread grid)`,
      ms: gridRun.medianMs,
      budgetMs: 1000,
    },
    { name: '  the same, each request parsed and resolved too', ms: gridWithParsing.medianMs },
    { name: 'POST /backtest/validate (TimeOrder, through the router)', ms: validate.medianMs },
  ];
}
