/**
 * The equity chart's benchmark line and the trades CSV of a real run (CSV mode, through the in-browser service) on a
 * 14-bar series made so that every figure can be worked out by hand: three trades, a benchmark from the bundled SPX.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BacktestResult, StrategyParamsRequest } from '../../contract/index.ts';
import { createTestConnection } from '../../testing/test-connection.ts';
import { csvText } from '../table/csv-file.ts';
import { equitySeries } from './equity-series.ts';
import { tradesToCsv } from './trades-csv.ts';

// Weekdays from Monday 2010-01-04. Flat bars (open = high = low = close), so the excursions are read from the closes.
const DATES = [
  '2010-01-04',
  '2010-01-05',
  '2010-01-06',
  '2010-01-07',
  '2010-01-08',
  '2010-01-11',
  '2010-01-12',
  '2010-01-13',
  '2010-01-14',
  '2010-01-15',
  '2010-01-19',
  '2010-01-20',
  '2010-01-21',
  '2010-01-22',
];
// The close crosses above 100 on bars 1 (101), 6 (102, from exactly 100) and 10 (110); each trade fills at that
// close and leaves at the close two bars later ('//2'): 105.04 (+4%), 96.9 (-5%), 121 (+10%).
const CLOSES = [99, 101, 103, 105.04, 98, 100, 102, 99, 96.9, 95, 110, 111, 121, 120];

const CAPITAL = 10_000;
const params: StrategyParamsRequest = {
  symbol: 'ACME',
  benchmark: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'Symbol Close' }, rule: { type_name: 'CrossAbove', comparison_value: 100 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '//2',
  capital: CAPITAL,
  capital_alloc: '0.5',
  csv_mode: true,
  csv_data: DATES.map((date, i) => {
    const c = CLOSES[i];
    return { Date: date, Open: c, High: c, Low: c, Close: c, Volume: 1000 };
  }),
};

/** SPX's closes by date, read from the bundled sample's lines. */
const spx = (() => {
  const text = readFileSync(join(import.meta.dirname, '../../../public/samples/SPX.csv'), 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const at = header.toLowerCase().split(',').indexOf('close');
  return new Map(lines.map((line) => [line.split(',')[0], Number(line.split(',')[at])]));
})();

describe('a three-trade run’s exports', () => {
  let result: BacktestResult;

  beforeAll(async () => {
    const c = await createTestConnection();
    const { task_id } = await c.backtest.submit(params);
    await c.parts.service.backtests.idle();
    const task = await c.backtest.task(task_id);
    if (!task.result) throw new Error(`the run did not succeed: ${JSON.stringify(task)}`);
    result = task.result;
  });

  it('starts the benchmark line at the starting capital on the strategy’s first date', () => {
    const colours = { strategy: 'a', buyHold: 'b', benchmark: 'c', drawdown: 'd', marked: 'e' };
    const line = equitySeries(result, colours, null).find((s) => s.name === 'Benchmark SPX');
    if (line?.kind !== 'line') throw new Error('no benchmark line');
    expect(result.Extra.dates).toEqual(DATES);
    expect(line.data[0]).toEqual({ time: '2010-01-04', value: CAPITAL });
    // Then SPX's own growth from that date, on every one of the strategy's dates (SPX has a bar on each).
    const first = spx.get('2010-01-04')!;
    line.data.forEach((p, i) => {
      expect(p.time).toBe(DATES[i]);
      expect(p.value, p.time).toBeCloseTo((CAPITAL * spx.get(DATES[i])!) / first, 3);
    });
  });

  it('writes the trades with the table’s P&L columns, worked out by hand', () => {
    // Half the equity in each trade: 5,000 x 4% = 200; 10,200 / 2 x -5% = -255; 9,945 / 2 x 10% = 497.25.
    const expected = [
      ['1', '2010-01-05', '2010-01-07', 101, 105.04, 4, 200, 200, 2, 'Max bars held', 'no', 0, 4],
      ['2', '2010-01-12', '2010-01-14', 102, 96.9, -5, -255, -55, 2, 'Max bars held', 'no', -5, 0],
      ['3', '2010-01-19', '2010-01-21', 110, 121, 10, 497.25, 442.25, 2, 'Max bars held', 'no', 0, 10],
    ];
    const lines = csvText(tradesToCsv(result.Extra.trades)).split('\r\n');
    expect(lines[0]).toBe(
      'Trade,Entry Date,Exit Date,Entry Price,Exit Price,Return %,P&L,Cumulative P&L,Bars Held,Exit Reason,Open,MAE %,MFE %',
    );
    expect(lines.slice(1, -1)).toHaveLength(3);
    lines.slice(1, -1).forEach((line, row) => {
      const cells = line.split(',');
      expected[row].forEach((want, col) => {
        if (typeof want === 'number')
          expect(Number(cells[col]), `trade ${row + 1}, column ${col}`).toBeCloseTo(want, 9);
        else expect(cells[col], `trade ${row + 1}, column ${col}`).toBe(want);
      });
    });
    // The last running total is the final equity over the capital.
    expect(result.Extra.final_equity - CAPITAL).toBeCloseTo(442.25, 4);
  });
});
