import { describe, expect, it } from 'vitest';
import { describeStrategy } from './describe-strategy.ts';
import { OPERATOR_NAMES } from '../contract/operators.ts';
import type { StrategyParamsRequest } from '../contract/strategy.ts';

type Request = Partial<StrategyParamsRequest>;
type Condition = Record<string, unknown>;

const rsiBelow30: Condition = { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } };

/** The example strategy; the tests below change one thing at a time. */
const example: Request = {
  symbol: 'SPX',
  start_date: '2000-01-03',
  end_date: '2020-04-17',
  trade_price: 2,
  risk_control: '//10',
  entry: { rule_type: 'SingleCondition', condition: rsiBelow30 },
  exit: { rule_type: 'RiskControlOnly' },
};

const HEAD = 'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17)';

const withEntry = (condition: Condition, more: Request = {}): Request => ({
  ...example,
  entry: { rule_type: 'SingleCondition', condition },
  ...more,
});

const entryOf = (request: Request) => describeStrategy(request).entry;
const exitOf = (request: Request) => describeStrategy(request).exit;
const sizingOf = (request: Request) => describeStrategy(request).sizing;

describe('describeStrategy: the issue example', () => {
  it('reads exactly as the issue writes it', () => {
    const d = describeStrategy(example);
    expect(d.text).toBe(
      'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30. ' +
        'Sell at the close 10 bars after the entry. 100% of equity per trade, no costs.',
    );
  });

  it('gives the same words as parts: a headline, one sentence per part, the list and the paragraph', () => {
    expect(describeStrategy(example)).toEqual({
      headline: 'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
      entry: 'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
      exit: 'Sell at the close 10 bars after the entry.',
      sizing: '100% of equity per trade, no costs.',
      sentences: [
        'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
        'Sell at the close 10 bars after the entry.',
        '100% of equity per trade, no costs.',
      ],
      text:
        'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30. ' +
        'Sell at the close 10 bars after the entry. 100% of equity per trade, no costs.',
    });
  });

  it('is pure: the same words every time, and the request is left as it was', () => {
    const request = structuredClone(example);
    const first = describeStrategy(request);
    expect(describeStrategy(request)).toEqual(first);
    expect(request).toEqual(example);
  });
});

describe('every operator', () => {
  // [operator, the rule's other fields, the clause by hand]
  const table: [string, Record<string, unknown>, string][] = [
    ['>', { comparison_value: 30 }, 'VIX is above 30'],
    ['=', { comparison_value: 30 }, 'VIX equals 30'],
    ['<', { comparison_value: 30 }, 'VIX is below 30'],
    ['CrossAbove', { comparison_value: 30 }, 'VIX crosses above 30'],
    ['CrossBelow', { comparison_value: 30 }, 'VIX crosses below 30'],
    ['Rate Of Change', { comparison_value: 5, period: 21 }, 'the 21-bar rate of change of VIX is above 5%'],
    [
      '% of Previous Range',
      { comparison_value: 50, period: 10 },
      'the one-bar change of VIX in % of its previous 10-bar range is above 50%',
    ],
    ['MA Ratio', { comparison_value: 1.05, period: 20 }, 'VIX is above 1.05 times its 20-bar simple moving average'],
    ['Range Rank', { comparison_value: 90, period: 252 }, 'VIX is in the top 10% of its 252-bar range'],
    ['DrawDown %', { comparison_value: -10, period: 63 }, 'VIX is less than 10% below its 63-bar high'],
    ['DrawUp %', { comparison_value: 20, period: 63 }, 'VIX is more than 20% above its 63-bar low'],
    ['Net Change', { comparison_value: 2, period: 5 }, 'the 5-bar net change of VIX is above 2'],
    ['All-time High', {}, 'VIX makes an all-time high'],
    ['All-time Low', {}, 'VIX makes an all-time low'],
    ['Consecutive Days Above', { comparison_value: 30, period: 5 }, 'VIX has been above 30 for 5 bars in a row'],
    ['Consecutive Days Below', { comparison_value: 30, period: 5 }, 'VIX has been below 30 for 5 bars in a row'],
  ];

  it('the table covers the sixteen operators of the contract', () => {
    expect(table.map(([op]) => op)).toEqual([...OPERATOR_NAMES]);
  });

  it.each(table)('%s', (type_name, rule, clause) => {
    expect(entryOf(withEntry({ signal: { name: 'VIX' }, rule: { type_name, ...rule } }))).toBe(
      `${HEAD} at the close when ${clause}.`,
    );
  });

  it.each([
    ['Range Rank', 100, 'the 252-bar range rank of VIX is above 100'],
    ['Range Rank', 0, 'the 252-bar range rank of VIX is above 0'],
    ['Range Rank', 75.5, 'VIX is in the top 24.5% of its 252-bar range'],
    ['DrawDown %', 0, 'the drawdown of VIX from its 252-bar high is above 0%'],
    ['DrawUp %', -1, 'the rise of VIX from its 252-bar low is above -1%'],
    ['MA Ratio', -1, 'the ratio of VIX to its 252-bar simple moving average is above -1'],
    ['Rate Of Change', -3, 'the 252-bar rate of change of VIX is above -3%'],
  ])('%s above %s reads as the measure where the natural phrase would not fit', (type_name, value, clause) => {
    const condition = { signal: { name: 'VIX' }, rule: { type_name, comparison_value: value, period: 252 } };
    expect(entryOf(withEntry(condition))).toBe(`${HEAD} at the close when ${clause}.`);
  });

  it('says "1 bar" for a run of one', () => {
    const condition = {
      signal: { name: 'VIX' },
      rule: { type_name: 'Consecutive Days Above', comparison_value: 30, period: 1 },
    };
    expect(entryOf(withEntry(condition))).toBe(`${HEAD} at the close when VIX has been above 30 for 1 bar in a row.`);
  });
});

describe('comparison types', () => {
  it('SV compares with the value (and is the default)', () => {
    const condition = {
      signal: { name: 'RSI(14)' },
      rule: { type_name: '>', comparison_type: 'SV', comparison_value: 70 },
    };
    expect(entryOf(withEntry(condition))).toBe(`${HEAD} at the close when RSI(14) is above 70.`);
  });

  it('SVMA compares with the signal\'s own simple moving average of "period" bars', () => {
    const condition = {
      signal: { name: 'Symbol Close' },
      rule: { type_name: 'CrossBelow', comparison_type: 'SVMA', period: 50 },
    };
    expect(entryOf(withEntry(condition))).toBe(
      `${HEAD} at the close when the close crosses below its 50-bar simple moving average.`,
    );
  });

  it('SVEMA compares with its exponential moving average', () => {
    const condition = { signal: { name: 'VIX' }, rule: { type_name: '<', comparison_type: 'SVEMA', period: '10' } };
    expect(entryOf(withEntry(condition))).toBe(
      `${HEAD} at the close when VIX is below its 10-bar exponential moving average.`,
    );
  });

  it("SVMA and SVEMA without a period use the service's 21 and say so", () => {
    const condition = { signal: { name: 'VIX' }, rule: { type_name: '>', comparison_type: 'SVMA' } };
    expect(entryOf(withEntry(condition))).toBe(
      `${HEAD} at the close when VIX is above its 21-bar simple moving average.`,
    );
  });

  it('MA compares the close with the moving-average indicator', () => {
    const condition = { signal: { name: 'SMA(200)' }, rule: { type_name: '>', comparison_type: 'MA' } };
    expect(entryOf(withEntry(condition))).toBe(`${HEAD} at the close when the close is above SMA(200).`);
    const cross = { signal: { name: 'EMA(50)' }, rule: { type_name: 'CrossAbove', comparison_type: 'MA' } };
    expect(entryOf(withEntry(cross))).toBe(`${HEAD} at the close when the close crosses above EMA(50).`);
  });

  it('names each Symbol signal by its column', () => {
    const clause = (name: string) =>
      entryOf(withEntry({ signal: { name }, rule: { type_name: '>', comparison_value: 100 } }));
    expect(clause('Symbol Open')).toBe(`${HEAD} at the close when the open is above 100.`);
    expect(clause('Symbol High')).toBe(`${HEAD} at the close when the high is above 100.`);
    expect(clause('symbol low')).toBe(`${HEAD} at the close when the low is above 100.`);
    expect(clause('Symbol Close')).toBe(`${HEAD} at the close when the close is above 100.`);
    expect(clause('Symbol Volume')).toBe(`${HEAD} at the close when the volume is above 100.`);
  });
});

describe('qualifiers', () => {
  const qualified = (comparison_operator: string, more: Record<string, unknown> = {}) =>
    entryOf(
      withEntry({
        signal: { name: 'VIX' },
        rule: { type_name: '>', comparison_value: 70 },
        qualifier: { comparison_operator, calculation_period: 21, ...more },
      }),
    );

  it.each([
    ['Rate Of Change', 'the 21-bar rate of change of VIX is above 70%'],
    ['% of Previous Range', 'the one-bar change of VIX in % of its previous 21-bar range is above 70%'],
    ['MA Ratio', 'the ratio of VIX to its 21-bar simple moving average is above 70'],
    ['Range Rank', 'the 21-bar range rank of VIX is above 70'],
    ['DrawDown %', 'the drawdown of VIX from its 21-bar high is above 70%'],
    ['DrawUp %', 'the rise of VIX from its 21-bar low is above 70%'],
    ['Net Change', 'the 21-bar net change of VIX is above 70'],
  ])('%s transforms the signal before the comparison', (operator, clause) => {
    expect(qualified(operator)).toBe(`${HEAD} at the close when ${clause}.`);
  });

  it('MA Ratio says its MA type: S simple, E exponential', () => {
    expect(qualified('MA Ratio', { ma_type: 'S' })).toBe(
      `${HEAD} at the close when the ratio of VIX to its 21-bar simple moving average is above 70.`,
    );
    expect(qualified('MA Ratio', { ma_type: 'E' })).toBe(
      `${HEAD} at the close when the ratio of VIX to its 21-bar exponential moving average is above 70.`,
    );
  });

  it('reads the qualifier inside the rule too, and prefers the one beside it when both are given', () => {
    const inside = {
      signal: { name: 'VIX' },
      rule: {
        type_name: 'CrossBelow',
        comparison_value: '-10.000000',
        qualifier: { comparison_operator: 'DrawDown %', calculation_period: '63' },
      },
    };
    expect(entryOf(withEntry(inside))).toBe(
      `${HEAD} at the close when the drawdown of VIX from its 63-bar high crosses below -10%.`,
    );
    const both = { ...inside, qualifier: { comparison_operator: 'Net Change', calculation_period: 5 } };
    expect(entryOf(withEntry(both))).toBe(`${HEAD} at the close when the 5-bar net change of VIX crosses below -10.`);
  });

  it('with SVMA the average is of the transformed series', () => {
    const condition = {
      signal: { name: 'VIX' },
      rule: { type_name: 'CrossAbove', comparison_type: 'SVMA', period: 10 },
      qualifier: { comparison_operator: 'Range Rank', calculation_period: 21 },
    };
    expect(entryOf(withEntry(condition))).toBe(
      `${HEAD} at the close when the 21-bar range rank of VIX crosses above its 10-bar simple moving average.`,
    );
  });

  it('composes with a qualifier-class main operator', () => {
    const condition = {
      signal: { name: 'VIX' },
      rule: { type_name: 'Range Rank', comparison_value: 80, period: 252 },
      qualifier: { comparison_operator: 'Rate Of Change', calculation_period: 5 },
    };
    expect(entryOf(withEntry(condition))).toBe(
      `${HEAD} at the close when the 5-bar rate of change of VIX is in the top 20% of its 252-bar range.`,
    );
  });
});

describe('rule types', () => {
  const rsi = { signal: { name: 'RSI(14)' }, rule: { type_name: '<', comparison_value: 30 } };
  const belowAverage = {
    signal: { name: 'Symbol Close' },
    rule: { type_name: '<', comparison_type: 'SVMA', period: 20 },
  };
  const vix = { signal: { name: 'VIX' }, rule: { type_name: '>', comparison_value: 25 } };

  it('SingleCondition: its one condition', () => {
    expect(entryOf(example)).toBe(`${HEAD} at the close when RSI(14) crosses below 30.`);
  });

  it('Scoring: "at least k of n conditions" on the same bar, the conditions listed', () => {
    const request = {
      ...example,
      entry: { rule_type: 'Scoring' as const, score_threshold: 2, condition: [rsi, belowAverage, vix] },
    };
    expect(entryOf(request)).toBe(
      `${HEAD} at the close when at least 2 of 3 conditions hold on the same bar: RSI(14) is below 30; ` +
        'the close is below its 20-bar simple moving average; VIX is above 25.',
    );
  });

  it('Scoring: all of them, or at least one', () => {
    const all = {
      ...example,
      entry: { rule_type: 'Scoring' as const, score_threshold: 3, condition: [rsi, belowAverage, vix] },
    };
    expect(entryOf(all)).toBe(
      `${HEAD} at the close when all 3 conditions hold on the same bar: RSI(14) is below 30; ` +
        'the close is below its 20-bar simple moving average; VIX is above 25.',
    );
    const one = { ...example, entry: { rule_type: 'Scoring' as const, score_threshold: 1, condition: [rsi, vix] } };
    expect(entryOf(one)).toBe(
      `${HEAD} at the close when at least 1 of 2 conditions holds: RSI(14) is below 30; VIX is above 25.`,
    );
  });

  it('Scoring reads "voters" when "condition" is absent, as the service does', () => {
    const request = { ...example, entry: { rule_type: 'Scoring' as const, score_threshold: 1, voters: [rsi, vix] } };
    expect(entryOf(request)).toBe(
      `${HEAD} at the close when at least 1 of 2 conditions holds: RSI(14) is below 30; VIX is above 25.`,
    );
  });

  it('TimeOrder: the steps in order, each on a later bar, all within the window', () => {
    const steps = [
      { signal: { name: 'RSI(2)' }, rule: { type_name: '<', comparison_value: 10 } },
      { signal: { name: 'Symbol Close' }, rule: { type_name: 'CrossAbove', comparison_type: 'SVMA', period: 5 } },
    ];
    const request = { ...example, entry: { rule_type: 'TimeOrder' as const, signals_in_market: 5, steps } };
    expect(entryOf(request)).toBe(
      `${HEAD} at the close when these happen in order, each on a later bar, all within 5 bars: RSI(2) is below 10; ` +
        'then the close crosses above its 5-bar simple moving average.',
    );
  });

  it('TimeOrder without a window (the default 100000) says none', () => {
    const steps = [rsi, vix, { signal: { name: 'Symbol Close' }, rule: { type_name: 'All-time High' } }];
    const request = { ...example, entry: { rule_type: 'TimeOrder' as const, steps } };
    expect(entryOf(request)).toBe(
      `${HEAD} at the close when these happen in order, each on a later bar: RSI(14) is below 30; ` +
        'then VIX is above 25; then the close makes an all-time high.',
    );
  });

  it('a TimeOrder of one step is that step', () => {
    const request = { ...example, entry: { rule_type: 'TimeOrder' as const, signals_in_market: 3, steps: [vix] } };
    expect(entryOf(request)).toBe(`${HEAD} at the close when VIX is above 25.`);
  });

  it('RiskControlOnly exit: exits from risk_control alone', () => {
    expect(exitOf(example)).toBe('Sell at the close 10 bars after the entry.');
  });

  it('an exit signal reads like an entry, with the holding limit as the other way out', () => {
    const request = {
      ...example,
      risk_control: '//21',
      exit: {
        rule_type: 'SingleCondition' as const,
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 70 } },
      },
    };
    expect(exitOf(request)).toBe(
      'Sell at the close when RSI(14) crosses above 70 or at the close 21 bars after the entry, whichever comes first.',
    );
  });

  it('a Scoring or TimeOrder exit comes last, after the other ways out', () => {
    const request = {
      ...example,
      risk_control: '-5//21',
      exit: { rule_type: 'Scoring' as const, score_threshold: 2, condition: [rsi, belowAverage, vix] },
    };
    expect(exitOf(request)).toBe(
      'Sell, whichever comes first, at a 5% stop loss, at the close 21 bars after the entry or at the close when ' +
        'at least 2 of 3 conditions hold on the same bar: RSI(14) is below 30; ' +
        'the close is below its 20-bar simple moving average; VIX is above 25.',
    );
    const alone = { ...request, risk_control: '//' };
    expect(exitOf(alone)).toBe(
      'Sell at the close when at least 2 of 3 conditions hold on the same bar: RSI(14) is below 30; ' +
        'the close is below its 20-bar simple moving average; VIX is above 25. No stop, no target, no time limit.',
    );
  });

  it('a RiskControlOnly entry never enters, and says why', () => {
    const request = { ...example, entry: { rule_type: 'RiskControlOnly' as const } };
    expect(entryOf(request)).toBe(`${HEAD} never (RiskControlOnly is for the exit only).`);
  });
});

describe('delay_bars', () => {
  it('delays the entry and the exit signal', () => {
    const request: Request = {
      ...example,
      risk_control: '//',
      entry: { rule_type: 'SingleCondition', delay_bars: 2, condition: rsiBelow30 },
      exit: {
        rule_type: 'SingleCondition',
        delay_bars: 1,
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: '>', comparison_value: 50 } },
      },
    };
    expect(describeStrategy(request).sentences.slice(0, 2)).toEqual([
      `${HEAD} at the close after a 2-bar delay when RSI(14) crosses below 30.`,
      'Sell at the close after a 1-bar delay when RSI(14) is above 50; no stop, no target, no time limit.',
    ]);
  });

  it('a delay of 0 says nothing', () => {
    const request: Request = {
      ...example,
      entry: { rule_type: 'SingleCondition', delay_bars: 0, condition: rsiBelow30 },
    };
    expect(entryOf(request)).toBe(`${HEAD} at the close when RSI(14) crosses below 30.`);
  });

  it('comes before the next-bar fill', () => {
    const request: Request = {
      ...example,
      trade_price: 0,
      entry: { rule_type: 'SingleCondition', delay_bars: 3, condition: rsiBelow30 },
    };
    expect(entryOf(request)).toBe(`${HEAD} at the next bar's open after a 3-bar delay when RSI(14) crosses below 30.`);
  });
});

describe('trade_price', () => {
  const exitSignal: Request['exit'] = {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 70 } },
  };

  it.each([
    [0, "at the next bar's open"],
    [1, "at the next bar's close"],
    [2, 'at the close'],
  ] as const)('%s fills entries and signal exits %s; the holding limit still ends at a close', (trade_price, fill) => {
    const d = describeStrategy({ ...example, trade_price, exit: exitSignal });
    expect(d.entry).toBe(`${HEAD} ${fill} when RSI(14) crosses below 30.`);
    expect(d.exit).toBe(
      `Sell ${fill} when RSI(14) crosses above 70 or at the close 10 bars after the entry, whichever comes first.`,
    );
  });

  it("absent: the default 2, this bar's close", () => {
    expect(entryOf({ ...example, trade_price: undefined })).toBe(`${HEAD} at the close when RSI(14) crosses below 30.`);
  });
});

describe('risk_control stop/take/days', () => {
  const exitWith = (risk_control?: string) => exitOf({ ...example, risk_control });

  it('all three', () => {
    expect(exitWith('-5/10/21')).toBe(
      'Sell at a 5% stop loss, at a 10% profit target or at the close 21 bars after the entry, whichever comes first.',
    );
  });

  it('only days', () => {
    expect(exitWith('//10')).toBe('Sell at the close 10 bars after the entry.');
    expect(exitWith('//1')).toBe('Sell at the close 1 bar after the entry.');
  });

  it('only a stop: -5 and 5 are both a 5% stop', () => {
    expect(exitWith('-5//')).toBe('Sell at a 5% stop loss; no target, no time limit.');
    expect(exitWith('5//')).toBe('Sell at a 5% stop loss; no target, no time limit.');
  });

  it('only a target', () => {
    expect(exitWith('/10/')).toBe('Sell at a 10% profit target; no stop, no time limit.');
  });

  it('stop and target without days', () => {
    expect(exitWith('-2.5/7.5/')).toBe(
      'Sell at a 2.5% stop loss or at a 7.5% profit target, whichever comes first; no time limit.',
    );
  });

  it('none: a RiskControlOnly trade only closes at the end of the data', () => {
    expect(exitWith('//')).toBe('Sell only at the end of the data: no stop, no target, no time limit.');
  });

  it('absent: the default //21', () => {
    expect(exitWith(undefined)).toBe('Sell at the close 21 bars after the entry.');
  });

  it('an exit signal with nothing else', () => {
    const request: Request = {
      ...example,
      risk_control: '//',
      exit: {
        rule_type: 'SingleCondition',
        condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 70 } },
      },
    };
    expect(exitOf(request)).toBe('Sell at the close when RSI(14) crosses above 70; no stop, no target, no time limit.');
  });
});

describe('direction', () => {
  it('Long buys and sells', () => {
    const d = describeStrategy({ ...example, direction: 'Long' });
    expect(d.entry).toBe(`${HEAD} at the close when RSI(14) crosses below 30.`);
    expect(d.exit).toBe('Sell at the close 10 bars after the entry.');
  });

  it('Short sells short and buys back', () => {
    const d = describeStrategy({ ...example, direction: 'Short', risk_control: '-5/10/21' });
    expect(d.entry).toBe(
      'Sell short SPX (short, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
    );
    expect(d.exit).toBe(
      'Buy back at a 5% stop loss, at a 10% profit target or at the close 21 bars after the entry, whichever comes first.',
    );
    expect(exitOf({ ...example, direction: 'Short', risk_control: '//' })).toBe(
      'Buy back only at the end of the data: no stop, no target, no time limit.',
    );
  });
});

describe('frequency', () => {
  it.each([
    ['Daily', 'daily'],
    ['Hourly', 'hourly'],
    ['Weekly', 'weekly'],
    ['Monthly', 'monthly'],
  ] as const)('%s', (frequency, words) => {
    expect(entryOf({ ...example, frequency })).toBe(
      `Buy SPX (long, ${words} bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.`,
    );
  });
});

describe('price_basis', () => {
  it('says total return with dividends reinvested only when it is chosen', () => {
    expect(entryOf({ ...example, symbol: 'SPY', frequency: 'Weekly', price_basis: 'total_return' })).toBe(
      'Buy SPY (long, weekly total-return bars with dividends reinvested, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
    );
    expect(entryOf({ ...example, price_basis: 'price' })).toBe(
      'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
    );
  });
});

describe('the window', () => {
  const window = (start_date?: string, end_date?: string) =>
    describeStrategy({ ...example, start_date, end_date }).headline;

  it('both dates', () => {
    expect(window('2000-01-03', '2020-04-17')).toBe(
      'Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
    );
  });

  it('no dates, or the 1800-10-01 default: the whole history', () => {
    expect(window()).toBe('Buy SPX (long, daily bars, the whole history) at the close when RSI(14) crosses below 30.');
    expect(window('1800-10-01')).toBe(
      'Buy SPX (long, daily bars, the whole history) at the close when RSI(14) crosses below 30.',
    );
  });

  it('a start only: to the latest bar', () => {
    expect(window('2010-01-04')).toBe(
      'Buy SPX (long, daily bars, 2010-01-04 to the latest bar) at the close when RSI(14) crosses below 30.',
    );
  });

  it('an end only: from the first bar', () => {
    expect(window(undefined, '2015-12-31')).toBe(
      'Buy SPX (long, daily bars, the first bar to 2015-12-31) at the close when RSI(14) crosses below 30.',
    );
  });
});

describe('sizing and costs', () => {
  it('allocation as a percent of equity, numbers as written', () => {
    expect(sizingOf({ ...example, capital_alloc: '1.000000' })).toBe('100% of equity per trade, no costs.');
    expect(sizingOf({ ...example, capital_alloc: '0.5' })).toBe('50% of equity per trade, no costs.');
    expect(sizingOf({ ...example, capital_alloc: 0.07 })).toBe('7% of equity per trade, no costs.');
    expect(sizingOf({ ...example, capital_alloc: 2 })).toBe('200% of equity per trade, no costs.');
  });

  it('zero costs, as numbers or strings, are "no costs"', () => {
    expect(sizingOf({ ...example, commission: '0.0000', slippage: 0 })).toBe('100% of equity per trade, no costs.');
  });

  it('commission and slippage as percents per side', () => {
    expect(sizingOf({ ...example, commission: '0.001', slippage: '0.0005' })).toBe(
      '100% of equity per trade, 0.1% commission and 0.05% slippage per side.',
    );
    expect(sizingOf({ ...example, commission: 0.001 })).toBe(
      '100% of equity per trade, 0.1% commission per side, no slippage.',
    );
    expect(sizingOf({ ...example, slippage: 0.002 })).toBe(
      '100% of equity per trade, no commission, 0.2% slippage per side.',
    );
  });

  it('capital when it is not the default 100,000', () => {
    expect(sizingOf({ ...example, capital: 250000, capital_alloc: '0.25' })).toBe(
      'Starting capital 250,000, 25% of equity per trade, no costs.',
    );
    expect(sizingOf({ ...example, capital: 100000 })).toBe('100% of equity per trade, no costs.');
  });
});

describe('CSV mode', () => {
  it('says the symbol is a dropped file', () => {
    expect(entryOf({ ...example, csv_mode: true, csv_data: [] })).toBe(
      'Buy SPX from a dropped CSV file (long, daily bars, 2000-01-03 to 2020-04-17) at the close when RSI(14) crosses below 30.',
    );
  });

  it("names the file's Entry/Exit column a Sentiment signal reads there", () => {
    const sentiment = (name: string) => ({
      signal: { name, type: 'Sentiment' as const },
      rule: { type_name: '>', comparison_value: 0 },
    });
    const request: Request = {
      ...example,
      csv_mode: true,
      risk_control: '//',
      entry: { rule_type: 'Scoring', score_threshold: 2, condition: [rsiBelow30, sentiment('AAII Bullish')] },
      exit: { rule_type: 'SingleCondition', condition: sentiment('AAII Bearish') },
    };
    expect(describeStrategy(request).sentences.slice(0, 2)).toEqual([
      "Buy SPX from a dropped CSV file (long, daily bars, 2000-01-03 to 2020-04-17) at the close when all 2 conditions hold on the same bar: RSI(14) crosses below 30; the file's Entry2 column is above 0.",
      "Sell at the close when the file's Exit1 column is above 0; no stop, no target, no time limit.",
    ]);
  });

  it('takes the category from the screen when the request does not say it', () => {
    const request = withEntry(
      { signal: { name: 'AAII Bullish' }, rule: { type_name: '>', comparison_value: 0 } },
      { csv_mode: true },
    );
    const signalCategory = (name: string) => (name === 'AAII Bullish' ? ('Sentiment' as const) : undefined);
    expect(describeStrategy(request, { signalCategory }).entry).toBe(
      "Buy SPX from a dropped CSV file (long, daily bars, 2000-01-03 to 2020-04-17) at the close when the file's Entry1 column is above 0.",
    );
    // Outside CSV mode the indicator itself is read.
    expect(describeStrategy({ ...request, csv_mode: false }, { signalCategory }).entry).toBe(
      `${HEAD} at the close when AAII Bullish is above 0.`,
    );
  });
});

describe('what the user sends', () => {
  it('reads numeric strings as the numbers they write, without padding', () => {
    const request: Request = {
      ...example,
      capital_alloc: '0.500000',
      commission: '0.001000',
      risk_control: '-5.0/10.00/21',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'VIX' },
          rule: { type_name: 'Consecutive Days Above', comparison_value: '30.000000', period: '3' },
        },
      },
    };
    expect(describeStrategy(request).text).toBe(
      `${HEAD} at the close when VIX has been above 30 for 3 bars in a row. ` +
        'Sell at a 5% stop loss, at a 10% profit target or at the close 21 bars after the entry, whichever comes first. ' +
        '50% of equity per trade, 0.1% commission per side, no slippage.',
    );
  });

  it('upper-cases the symbol as the service does', () => {
    expect(entryOf({ ...example, symbol: ' spx ' })).toBe(`${HEAD} at the close when RSI(14) crosses below 30.`);
  });

  it('uses the defaults for everything left out', () => {
    const request: Request = {
      symbol: 'MSFT',
      entry: { rule_type: 'SingleCondition', condition: rsiBelow30 },
      exit: { rule_type: 'RiskControlOnly' },
    };
    expect(describeStrategy(request).text).toBe(
      'Buy MSFT (long, daily bars, the whole history) at the close when RSI(14) crosses below 30. ' +
        'Sell at the close 21 bars after the entry. 100% of equity per trade, no costs.',
    );
  });
});

describe('a half-typed strategy', () => {
  it('an empty signal name, no operator, no value: placeholders', () => {
    const request = withEntry({ signal: { name: '' }, rule: { type_name: 'CrossBelow' } });
    expect(entryOf(request)).toBe(`${HEAD} at the close when (no signal chosen) crosses below ?.`);
    const noOperator = withEntry({ signal: { name: 'RSI(14)' }, rule: {} });
    expect(entryOf(noOperator)).toBe(`${HEAD} at the close when RSI(14) (no operator chosen).`);
    const noPeriod = withEntry({ signal: { name: 'VIX' }, rule: { type_name: 'Range Rank', comparison_value: 90 } });
    expect(entryOf(noPeriod)).toBe(`${HEAD} at the close when VIX is in the top 10% of its ?-bar range.`);
  });

  it('a Scoring block still being filled in', () => {
    const request = { ...example, entry: { rule_type: 'Scoring', condition: [rsiBelow30, {}] } } as unknown as Request;
    expect(entryOf(request)).toBe(
      `${HEAD} at the close when at least ? of 2 conditions hold on the same bar: RSI(14) crosses below 30; (no signal chosen) (no operator chosen).`,
    );
    const empty = { ...example, entry: { rule_type: 'Scoring', condition: [] } } as Request;
    expect(entryOf(empty)).toBe(`${HEAD} at the close when (no conditions chosen).`);
  });

  it('nothing at all', () => {
    expect(describeStrategy({}).text).toBe(
      'Buy (no symbol chosen) (long, daily bars, the whole history) at the close when (no rule chosen). ' +
        'Sell at the close when (no rule chosen) or at the close 21 bars after the entry, whichever comes first. ' +
        '100% of equity per trade, no costs.',
    );
  });

  it('never throws, whatever it gets', () => {
    const odd: unknown[] = [
      null,
      undefined,
      42,
      'SPX',
      [],
      { symbol: 7, entry: [], exit: 'x', frequency: 3, direction: null, risk_control: 5 },
      { symbol: 'SPX', entry: { rule_type: 'SingleCondition', condition: 'RSI' } },
      { symbol: 'SPX', entry: { rule_type: 'SingleCondition', condition: { signal: null, rule: null, qualifier: 3 } } },
      { symbol: 'SPX', entry: { rule_type: 'TimeOrder', steps: {} }, exit: { rule_type: 'Nope' } },
      { symbol: 'SPX', entry: { rule_type: 'Scoring', condition: {}, score_threshold: 'two' } },
      { symbol: 'SPX', risk_control: 'a/b/c/d', capital_alloc: 'half', commission: 'x', trade_price: '9' },
      { symbol: 'SPX', start_date: '2001-13', end_date: 20200101, capital: -1 },
      {
        symbol: 'SPX',
        entry: {
          rule_type: 'SingleCondition',
          condition: { signal: { name: 'VIX' }, rule: { type_name: 'Bogus', qualifier: { comparison_operator: '>' } } },
        },
      },
    ];
    for (const params of odd) {
      const d = describeStrategy(params as Request);
      expect(d.sentences).toHaveLength(3);
      expect(d.text).toBe(d.sentences.join(' '));
      expect(d.headline).toBe(d.entry);
    }
  });

  it('a number that is no number yet reads "?"', () => {
    const d = describeStrategy({ ...example, risk_control: 'a//', capital_alloc: 'half' } as Request);
    expect(d.exit).toBe('Sell at a ?% stop loss; no target, no time limit.');
    expect(d.sizing).toBe('?% of equity per trade, no costs.');
  });
});
