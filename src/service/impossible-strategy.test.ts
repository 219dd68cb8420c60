import { describe, expect, it } from 'vitest';
import type { ErrorBody, TaskListResponse } from '../contract/index.ts';
import { barsFromCloses, MemoryMarketData } from './testing/memory-market-data.ts';
import { send, testService } from './testing/harness.ts';

/*
 * The contract's rules against impossible strategies (src/contract/strategy.ts) at the service: validate and submit
 * both answer 400 naming the field, and nothing is queued, so no task fails later for a reason known up front.
 */

const spx = barsFromCloses(Array.from({ length: 60 }, (_, i) => 100 + i));
const marketData = new MemoryMarketData({ SPX: spx }, []);

const strategy = {
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'Symbol Close' }, rule: { type_name: '>', comparison_value: 100 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
};

const CASES: { what: string; change: Record<string, unknown>; path: string; message: string }[] = [
  {
    what: 'start after end',
    change: { start_date: '2020-02-01', end_date: '2020-01-01' },
    path: 'end_date',
    message: 'end_date 2020-01-01 is before start_date 2020-02-01',
  },
  {
    what: 'a 150% stop',
    change: { risk_control: '-150/10/21' },
    path: 'risk_control',
    message: 'the stop-loss of risk_control must be under 100% (it is 150%)',
  },
  {
    what: 'a 0% target',
    change: { risk_control: '-5/0/21' },
    path: 'risk_control',
    message: 'the take-profit of risk_control must be above 0% (it is 0%); leave it empty for none',
  },
  {
    what: 'an allocation above 1',
    change: { capital_alloc: '2' },
    path: 'capital_alloc',
    message: 'capital_alloc is a fraction of the equity, at most 1 (1 = all of it); 2 is more',
  },
  {
    what: 'Range Rank as operator and qualifier',
    change: {
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'Symbol Close' },
          rule: { type_name: 'Range Rank', comparison_value: 80, period: 63 },
          qualifier: { comparison_operator: 'Range Rank', calculation_period: 21 },
        },
      },
    },
    path: 'entry.condition.qualifier.comparison_operator',
    message:
      'Range Rank is already the operator; set it once (as the operator, with its period) and turn the qualifier off or choose another',
  },
];

describe('impossible strategies at the service', () => {
  it('validate takes the plain strategy', async () => {
    const service = testService({ marketData });
    expect((await send(service, 'POST', '/backtest/validate', strategy)).status).toBe(200);
  });

  for (const c of CASES) {
    it(`refuses ${c.what} with a 400 naming ${c.path}, at validate and at submit`, async () => {
      const service = testService({ marketData });
      const body = { ...strategy, ...c.change };
      for (const path of ['/backtest/validate', '/backtest/start_backtest']) {
        const r = await send<ErrorBody>(service, 'POST', path, body);
        expect(r.status).toBe(400);
        expect(r.body.errors).toEqual([{ path: c.path, message: c.message }]);
        expect(r.body.detail).toBe(`${c.path}: ${c.message}`);
      }
      expect((await send<TaskListResponse>(service, 'GET', '/backtest/tasks')).body.total).toBe(0);
    });
  }
});
