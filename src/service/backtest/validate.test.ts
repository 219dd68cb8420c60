import { describe, expect, it } from 'vitest';
import type { ValidateResponse } from '../../contract/index.ts';
import { DEFAULTED_FIELDS } from '../../contract/index.ts';
import type { ValueSeries } from '../../engine/series/bars.ts';
import { barsFromCloses, MemoryMarketData } from '../testing/memory-market-data.ts';
import { send, testService } from '../testing/harness.ts';

const closes = Array.from({ length: 300 }, (_, i) => 100 + 10 * Math.sin(i / 7) + i * 0.05);
const spx = barsFromCloses(closes);
const putCall: ValueSeries = { time: spx.time, value: new Float64Array(closes.map((c) => c / 100)) };

const marketData = new MemoryMarketData({ SPX: spx }, [
  {
    item: { chart_name: 'Equity Put Call Ratio', url: 'PCR_EQ', market_symbol: 'SPX', type: 'other', updated: 'Daily' },
    series: putCall,
    info: { opt_extreme: 0.55, pess_extreme: 0.9 },
  },
  {
    // "Ratio Rank" belongs to the name; it is not a Range Rank qualifier (spec 2.3).
    item: {
      chart_name: 'AAII Bull Bear Ratio Rank',
      url: 'AAII_RR',
      market_symbol: 'SPX',
      type: 'trend',
      updated: 'Weekly',
    },
    series: putCall,
  },
]);

const symbolCloseSvma = {
  signal: { name: 'Symbol Close' },
  rule: { comparison_type: 'SVMA', type_name: 'CrossAbove', period: '21' },
};
const rsiBelow30 = {
  signal: { name: 'RSI(14)' },
  rule: { comparison_type: 'SV', type_name: '<', comparison_value: 30 },
};
const riskOnly = { rule_type: 'RiskControlOnly' };

async function validate(body: unknown) {
  const service = testService({ marketData });
  return send<ValidateResponse & { detail: string; errors: { path: string; message: string }[] }>(
    service,
    'POST',
    '/backtest/validate',
    body,
  );
}

async function valid(body: unknown): Promise<ValidateResponse> {
  const r = await validate(body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function rejected(body: unknown, path: string, message: RegExp) {
  const r = await validate(body);
  expect(r.status).toBe(400);
  expect(r.body.errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ path, message: expect.stringMatching(message) })]),
  );
  expect(r.body.detail).toMatch(message);
}

describe('POST /backtest/validate: encoding', () => {
  it('encodes the spec example SY:Symbol Close;IDS:EO0/EP0;SC:SVMA/3/21', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: { rule_type: 'SingleCondition', condition: symbolCloseSvma },
      exit: riskOnly,
    });
    expect(r.status).toBe('valid');
    expect(r.entry).toEqual({
      rule_type: 'SingleCondition',
      signals: [{ code: 'SY:Symbol Close;IDS:EO0/EP0;SC:SVMA/3/21', signal_name: 'Symbol Close' }],
      // SVMA generates its qualifier: MA Ratio (7) over the period, simple.
      cond: [{ newCondition: 7, conditionPeriod: '21', ma_type: 'S' }],
    });
  });

  it('encodes RiskControlOnly as the dummy sentiment signal SV/0/999999 with EO 0.7 and EP 0.3', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: { rule_type: 'SingleCondition', condition: symbolCloseSvma },
      exit: riskOnly,
      risk_control: '-5/10/21',
    });
    expect(r.exit.rule_type).toBe('RiskControlOnly');
    expect(r.exit.signals).toEqual([
      { code: 'SI:RiskControlOnly;IDS:EO0.7/EP0.3;SC:SV/0/999999', signal_name: 'RiskControlOnly' },
    ]);
  });

  it('detects Technical (20/80), Symbol (0/0) and Sentiment (catalogue extremes) signals', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: {
        rule_type: 'Scoring',
        score_threshold: 2,
        condition: [
          rsiBelow30,
          { signal: { name: 'symbol volume' }, rule: { type_name: '>', comparison_value: '500' } },
          { signal: { name: 'Equity Put Call Ratio' }, rule: { type_name: '>', comparison_value: 0.9 } },
        ],
      },
      exit: riskOnly,
    });
    expect(r.entry.signals.map((s) => s.code)).toEqual([
      'TI:RSI(14);IDS:EO20/EP80;SC:SV/2/30',
      'SY:Symbol Volume;IDS:EO0/EP0;SC:SV/0/500',
      'SI:Equity Put Call Ratio;IDS:EO0.55/EP0.9;SC:SV/0/0.9',
    ]);
    expect(r.entry.cond).toEqual([
      { newCondition: 3, conditionPeriod: '21', ma_type: 'S' },
      { newCondition: 3, conditionPeriod: '21', ma_type: 'S' },
      { newCondition: 3, conditionPeriod: '21', ma_type: 'S' },
    ]);
  });

  it('fills technical defaults into the name and honours explicit extremes', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'rsi', params: { extreme_optimism: '70', extreme_pessimism: '30' } },
          rule: { type_name: 'CrossBelow', comparison_value: 30 },
        },
      },
      exit: riskOnly,
    });
    expect(r.entry.signals[0]).toEqual({ code: 'TI:RSI(14);IDS:EO70/EP30;SC:SV/4/30', signal_name: 'RSI(14)' });
  });

  it('keeps a trailing "Ratio Rank" in a sentiment name', async () => {
    const r = await valid({
      symbol: 'SPX',
      frequency: 'Weekly',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'AAII Bull Bear Ratio Rank' }, rule: { type_name: '>', comparison_value: 80 } },
      },
      exit: riskOnly,
    });
    expect(r.entry.signals[0].code).toBe('SI:AAII Bull Bear Ratio Rank;IDS:EO0/EP0;SC:SV/0/80');
    expect(r.warnings).toEqual([]);
  });

  it('TimeOrder: one cond entry per step, the first copying the first step qualifier', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: {
        rule_type: 'TimeOrder',
        signals_in_market: 21,
        steps: [
          {
            signal: { name: 'Symbol Close' },
            rule: { type_name: '>', comparison_value: 90 },
            qualifier: { comparison_operator: 'Range Rank', calculation_period: '252', ma_type: 'S' },
          },
          {
            signal: { name: 'Symbol Close' },
            rule: {
              type_name: 'CrossBelow',
              comparison_value: -2,
              qualifier: { comparison_operator: 'DrawDown %', calculation_period: 21 },
            },
          },
          rsiBelow30,
        ],
      },
      exit: riskOnly,
    });
    expect(r.entry.rule_type).toBe('TimeOrder');
    expect(r.entry.cond).toEqual([
      { newCondition: 8, conditionPeriod: '252', ma_type: 'S' },
      { newCondition: 9, conditionPeriod: '21', ma_type: 'S' },
      { newCondition: 3, conditionPeriod: '21', ma_type: 'S' },
    ]);
    expect(r.entry.signals.map((s) => s.code)).toEqual([
      'SY:Symbol Close;IDS:EO0/EP0;SC:SV/0/90',
      'SY:Symbol Close;IDS:EO0/EP0;SC:SV/4/-2',
      'TI:RSI(14);IDS:EO20/EP80;SC:SV/2/30',
    ]);
  });

  it('SVEMA encodes its period and an exponential MA Ratio qualifier; MA compares with a moving-average indicator', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'Symbol Close' }, rule: { comparison_type: 'SVEMA', type_name: '>', period: 50 } },
      },
      exit: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'SMA(50)' }, rule: { comparison_type: 'MA', type_name: 'CrossBelow' } },
      },
      risk_control: '//',
    });
    expect(r.entry.signals[0].code).toBe('SY:Symbol Close;IDS:EO0/EP0;SC:SVEMA/0/50');
    expect(r.entry.cond).toEqual([{ newCondition: 7, conditionPeriod: '50', ma_type: 'E' }]);
    expect(r.exit.signals[0].code).toBe('TI:SMA(50);IDS:EO20/EP80;SC:MA/4/0');
  });
});

describe('POST /backtest/validate: defaults', () => {
  it('applies the 17 defaults when only symbol, entry and exit are sent', async () => {
    const body = { symbol: 'SPX', entry: { rule_type: 'SingleCondition', condition: rsiBelow30 }, exit: riskOnly };
    const r = await valid(body);
    expect(r.user_supplied).toEqual(body);
    expect(Object.keys(r.defaults_applied).sort()).toEqual([...DEFAULTED_FIELDS].sort());
    expect(Object.keys(r.defaults_applied)).toHaveLength(17);
    expect(r.defaults_applied).toEqual({
      benchmark: 'SPX',
      capital: 100000,
      capital_alloc: '1.000000',
      commission: '0.0000',
      slippage: '0.0000',
      direction: 'Long',
      frequency: 'Daily',
      model: 'cash',
      strategy: 'Single',
      start_date: '1800-10-01',
      trade_price: 2,
      risk_control: '//21',
      exclude_oo: 0,
      market_environment: 0,
      index_moving_average_slope: 0,
      opted: 0,
      win_rate: '0.0000',
    });
  });

  it('lists only the fields the request left out', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: { rule_type: 'SingleCondition', condition: rsiBelow30 },
      exit: riskOnly,
      capital: 5000,
      trade_price: 0,
      risk_control: '//',
    });
    expect(r.defaults_applied).not.toHaveProperty('capital');
    expect(r.defaults_applied).not.toHaveProperty('trade_price');
    expect(r.defaults_applied).not.toHaveProperty('risk_control');
    expect(Object.keys(r.defaults_applied)).toHaveLength(14);
  });
});

describe('POST /backtest/validate: warnings', () => {
  const entry = { rule_type: 'SingleCondition', condition: rsiBelow30 };
  const exitSignal = {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: '>', comparison_value: 70 } },
  };

  it('warns of nothing for a clean request', async () => {
    expect((await valid({ symbol: 'SPX', entry, exit: riskOnly })).warnings).toEqual([]);
  });

  it.each([
    [
      'the frequency differs from the indicator update',
      {
        frequency: 'Weekly',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'Equity Put Call Ratio' }, rule: { type_name: '>', comparison_value: 1 } },
        },
      },
      /updated Daily but frequency is Weekly/,
    ],
    ['the default //21 with explicit exit signals', { exit: exitSignal }, /risk_control is the default \/\/21/],
    [
      'SVMA without a period',
      {
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'Symbol Close' }, rule: { comparison_type: 'SVMA', type_name: '>' } },
        },
      },
      /SVMA needs a period; 21 is used/,
    ],
    [
      'voters instead of condition',
      { entry: { rule_type: 'Scoring', score_threshold: 1, voters: [rsiBelow30] } },
      /"voters"/,
    ],
    // both dates written the wrong way round is a 400 (impossible-strategy.test.ts); a start after the default end
    // (today, 2026-11-20 on the test clock) can only be warned of
    ['start after the default end', { start_date: '2027-01-04' }, /start_date 2027-01-04 is after end_date 2026-11-20/],
    ['both risk segments positive', { risk_control: '5/10/21' }, /risk_control/],
    ['an unknown field', { colour: 'blue' }, /unknown field "colour"/],
    [
      'a qualifier in both places',
      {
        entry: {
          rule_type: 'SingleCondition',
          condition: {
            signal: { name: 'Symbol Close' },
            rule: {
              type_name: '>',
              comparison_value: 50,
              qualifier: { comparison_operator: 'Range Rank', calculation_period: 21 },
            },
            qualifier: { comparison_operator: 'Range Rank', calculation_period: 252 },
          },
        },
      },
      /qualifier is given both/,
    ],
    [
      'the ticker inside a signal name',
      {
        csv_mode: true,
        csv_data: [{ Date: '2020-01-02', Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 }],
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'SPX Close' }, rule: { type_name: '>', comparison_value: 1 } },
        },
      },
      /contains the ticker SPX/,
    ],
    ['no price data for the symbol', { symbol: 'NOPE' }, /no price data for NOPE/],
    ['RiskControlOnly with no risk control', { risk_control: '//' }, /trades only close at the end/],
    [
      'CSV mode with fewer rows than the lookback',
      { csv_mode: true, csv_data: [{ Date: '2020-01-02', Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 }] },
      /csv_data has 1 rows, not more than the longest lookback of 14 bars/,
    ],
  ])('warns when %s', async (_label, patch, message) => {
    const r = await valid({ symbol: 'SPX', entry, exit: riskOnly, ...patch });
    expect(r.warnings).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });
});

describe('POST /backtest/validate: warnings say what will happen', () => {
  const exit = riskOnly;
  it('says a signal updated less often than the bars holds each value until the next, never zero trades', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'AAII Bull Bear Ratio Rank' }, rule: { type_name: '>', comparison_value: 1 } },
      },
      exit,
    });
    expect(r.warnings).toContain(
      'entry.condition: AAII Bull Bear Ratio Rank is updated Weekly but frequency is Daily; each daily bar reads its latest weekly value, so the condition can change only when a new value arrives',
    );
  });

  it('says a bar slower than the signal skips values', async () => {
    const r = await valid({
      symbol: 'SPX',
      frequency: 'Weekly',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'Equity Put Call Ratio' }, rule: { type_name: '>', comparison_value: 1 } },
      },
      exit,
    });
    expect(r.warnings).toContain(
      'entry.condition: Equity Put Call Ratio is updated Daily but frequency is Weekly; each weekly bar reads its latest value, and the values between two bars are not seen',
    );
  });

  it('states the default period a bare indicator name runs with', async () => {
    const r = await valid({
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'sma' }, rule: { type_name: '>', comparison_value: 1 } },
      },
      exit,
    });
    // SMA's default period is 20 (GET /backtest/indicators/technical lists it as SMA(20)).
    expect(r.warnings).toContain('entry.condition: sma names no period, so it runs as SMA(20), its default');
  });
});

describe('POST /backtest/validate: 400s name the field', () => {
  const entry = { rule_type: 'SingleCondition', condition: rsiBelow30 };
  it.each([
    ['missing symbol', { entry, exit: riskOnly }, 'symbol', /symbol is required/],
    ['missing entry', { symbol: 'SPX', exit: riskOnly }, 'entry', /entry is required/],
    ['missing exit', { symbol: 'SPX', entry }, 'exit', /exit is required/],
    [
      'a Scoring condition as one object',
      { symbol: 'SPX', entry: { rule_type: 'Scoring', score_threshold: 1, condition: rsiBelow30 }, exit: riskOnly },
      'entry.condition',
      /must be an array/,
    ],
    [
      'TimeOrder steps under condition',
      { symbol: 'SPX', entry: { rule_type: 'TimeOrder', condition: { steps: [rsiBelow30] } }, exit: riskOnly },
      'entry.condition',
      /directly in the block/,
    ],
    [
      'the operator >=',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { ...rsiBelow30, rule: { type_name: '>=', comparison_value: 1 } },
        },
        exit: riskOnly,
      },
      'entry.condition.rule.type_name',
      /">=" is not an operator; use one of: >, =, <, CrossAbove.*Consecutive Days Below/,
    ],
    [
      'a qualifier on a Technical signal',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { ...rsiBelow30, qualifier: { comparison_operator: 'Range Rank', calculation_period: 21 } },
        },
        exit: riskOnly,
      },
      'entry.condition.qualifier',
      /cannot be combined with a Technical signal/,
    ],
    [
      'RiskControlOnly as the entry',
      { symbol: 'SPX', entry: riskOnly, exit: riskOnly },
      'entry.rule_type',
      /exit only/,
    ],
    [
      'a score_threshold above the count',
      {
        symbol: 'SPX',
        entry: { rule_type: 'Scoring', score_threshold: 3, condition: [rsiBelow30, rsiBelow30] },
        exit: riskOnly,
      },
      'entry.score_threshold',
      /exceeds the 2 conditions/,
    ],
    [
      'an unknown rule type',
      { symbol: 'SPX', entry: { rule_type: 'Sometimes' }, exit: riskOnly },
      'entry.rule_type',
      /must be one of/,
    ],
    [
      'an unknown signal name',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'Moon Phase' }, rule: { type_name: '>', comparison_value: 1 } },
        },
        exit: riskOnly,
      },
      'entry.condition.signal.name',
      /not in this connection's indicator catalogue or the technical map/,
    ],
    [
      'a bad Symbol column',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'Symbol Vwap' }, rule: { type_name: '>', comparison_value: 1 } },
        },
        exit: riskOnly,
      },
      'entry.condition.signal.name',
      /Symbol Open, Symbol High/,
    ],
    [
      'bad technical parameters',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'RSI(abc)' }, rule: { type_name: '>', comparison_value: 1 } },
        },
        exit: riskOnly,
      },
      'entry.condition.signal.name',
      /RSI/,
    ],
    [
      'MA with a non moving-average indicator',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'RSI(14)' }, rule: { comparison_type: 'MA', type_name: '>' } },
        },
        exit: riskOnly,
      },
      'entry.condition.rule.comparison_type',
      /moving-average indicator/,
    ],
    [
      'SV without a value',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'Symbol Close' }, rule: { type_name: '>' } },
        },
        exit: riskOnly,
      },
      'entry.condition.rule.comparison_value',
      /comparison_value is required/,
    ],
    [
      'Consecutive Days without a period',
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: {
            signal: { name: 'Symbol Close' },
            rule: { type_name: 'Consecutive Days Above', comparison_value: 1 },
          },
        },
        exit: riskOnly,
      },
      'entry.condition.rule.period',
      /needs a period/,
    ],
    [
      'a bad risk_control',
      { symbol: 'SPX', entry, exit: riskOnly, risk_control: 'five/10/21' },
      'risk_control',
      /risk_control/,
    ],
    [
      'risk_control with two segments',
      { symbol: 'SPX', entry, exit: riskOnly, risk_control: '-5/10' },
      'risk_control',
      /three segments/,
    ],
    ['a bad trade_price', { symbol: 'SPX', entry, exit: riskOnly, trade_price: 3 }, 'trade_price', /0 \(next open\)/],
    ['a bad direction', { symbol: 'SPX', entry, exit: riskOnly, direction: 'Sideways' }, 'direction', /Long or Short/],
    [
      'a bad date',
      { symbol: 'SPX', entry, exit: riskOnly, start_date: '2020-13-01' },
      'start_date',
      /real calendar date/,
    ],
    [
      'csv_mode without rows',
      { symbol: 'SPX', entry, exit: riskOnly, csv_mode: true },
      'csv_data',
      /required when csv_mode/,
    ],
    [
      'a bad csv row',
      {
        symbol: 'SPX',
        entry,
        exit: riskOnly,
        csv_mode: true,
        csv_data: [{ Date: '2020-01-02', Open: 1, High: 1, Low: 1, Close: 'abc', Volume: 1 }],
      },
      'csv_data.0.Close',
      /Close/,
    ],
    [
      'six conditions in CSV mode',
      {
        symbol: 'SPX',
        entry: { rule_type: 'Scoring', score_threshold: 1, condition: Array.from({ length: 6 }, () => rsiBelow30) },
        exit: riskOnly,
        csv_mode: true,
        csv_data: [{ Date: '2020-01-02', Open: 1, High: 1, Low: 1, Close: 1, Volume: 1 }],
      },
      'entry.condition',
      /at most 5 conditions/,
    ],
  ])('rejects %s', async (_label, body, path, message) => {
    await rejected(body, path, message);
  });

  it('rejects a body that is not JSON, and one that is not an object', async () => {
    const service = testService({ marketData });
    const bad = await send<{ detail: string }>(service, 'POST', '/backtest/validate', '{"symbol": ');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/not valid JSON/);
    const list = await send<{ detail: string }>(service, 'POST', '/backtest/validate', '[1,2]');
    expect(list.status).toBe(400);
    expect(list.body.detail).toMatch(/JSON object/);
  });
});

describe('what validating reads of the market data', () => {
  /** The test's market data, counting how often a symbol's bars (a parsed file, on a server) are asked for. */
  class CountingMarketData extends MemoryMarketData {
    barReads = 0;
    override async bars(symbol: string) {
      this.barReads += 1;
      return super.bars(symbol);
    }
  }

  async function warningsAndReads(body: Record<string, unknown>) {
    const counting = new CountingMarketData({ SPX: spx });
    const r = await send<ValidateResponse & { detail?: string }>(
      testService({ marketData: counting }),
      'POST',
      '/backtest/validate',
      { entry: { rule_type: 'SingleCondition', condition: rsiBelow30 }, exit: riskOnly, ...body },
    );
    return { status: r.status, detail: r.body.detail, warnings: r.body.warnings ?? [], barReads: counting.barReads };
  }

  it('asks the listing whether a symbol has prices, and reads its bars only to check a total return basis', async () => {
    const listed = await warningsAndReads({ symbol: 'SPX' });
    expect(listed.status).toBe(200);
    expect(listed.barReads).toBe(0);
    expect(listed.warnings.join('\n')).not.toMatch(/no price data/);

    const missing = await warningsAndReads({ symbol: 'NOPE' });
    expect(missing.barReads).toBe(0);
    expect(missing.warnings).toContain('no price data for NOPE in this connection; the backtest will fail');

    // The test's SPX has no dividend-adjusted close: what only its bars can tell.
    const totalReturn = await warningsAndReads({ symbol: 'SPX', price_basis: 'total_return' });
    expect(totalReturn.barReads).toBe(1);
    expect(totalReturn.status).toBe(400);
    expect(totalReturn.detail).toMatch(/total return needs the dividend-adjusted close of SPX/);
  });
});
