import type { OperatorName } from '../contract/operators.ts';
import type { Condition, StrategyParamsRequest } from '../contract/strategy.ts';

/*
 * Starter strategies an analyst recognises, each runnable on the bundled samples (public/samples: SPX 2000-2020,
 * MSFT 1990-2022, the VIX series as a Sentiment indicator). They use only the engine's own operators and technical
 * names (docs/semantics.md), so each one also shows how a common idea is written in this service's terms. The
 * service test src/service/backtest/strategy-templates.test.ts runs every one to SUCCESS with trades.
 */

export interface StrategyTemplate {
  /** Stable, for links and tests. */
  id: string;
  name: string;
  /** What the idea is, in an analyst's words (the rules themselves are said by describeStrategy). */
  description: string;
  tags: string[];
  request: StrategyParamsRequest;
}

const rsi = (type_name: OperatorName, comparison_value: number): Condition => ({
  signal: { name: 'RSI(14)', type: 'Technical' },
  rule: { type_name, comparison_value },
});

/** Named in the request too, so a template opened in the builder and saved keeps its name. */
const template = (t: StrategyTemplate): StrategyTemplate => ({ ...t, request: { name: t.name, ...t.request } });

export const STRATEGY_TEMPLATES: readonly StrategyTemplate[] = [
  template({
    id: 'rsi-oversold-bounce',
    name: 'RSI oversold bounce',
    description:
      'Mean reversion: buy when the 14-day RSI climbs back above 30 after being oversold, sell when it reaches 70, with a stop and a time limit.',
    tags: ['mean reversion', 'RSI', 'SPX'],
    request: {
      symbol: 'SPX',
      entry: { rule_type: 'SingleCondition', condition: rsi('CrossAbove', 30) },
      exit: { rule_type: 'SingleCondition', condition: rsi('CrossAbove', 70) },
      risk_control: '-8//30',
    },
  }),
  template({
    id: 'golden-cross',
    name: 'Moving-average crossover (golden cross)',
    description:
      'Trend following: hold the index while its 50-day average is above its 200-day average (the golden cross), leave at the death cross.',
    tags: ['trend following', 'moving average', 'SPX'],
    request: {
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'MA Spread(50,200)', type: 'Technical' },
          rule: { type_name: 'CrossAbove', comparison_value: 0 },
        },
      },
      exit: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'MA Spread(50,200)', type: 'Technical' },
          rule: { type_name: 'CrossBelow', comparison_value: 0 },
        },
      },
      // No holding limit: a crossover trade lasts as long as the trend.
      risk_control: '//',
    },
  }),
  template({
    id: '52-week-high-breakout',
    name: '52-week-high breakout',
    description:
      'Momentum: buy a stock the day it closes at its highest close of the past year (252 sessions), with an 8% stop and a three-month holding limit.',
    tags: ['breakout', 'momentum', 'MSFT'],
    request: {
      symbol: 'MSFT',
      entry: {
        rule_type: 'SingleCondition',
        // Range Rank is 100 exactly when the close is the top of its 252-bar range, i.e. a 52-week closing high.
        condition: {
          signal: { name: 'Symbol Close', type: 'Symbol' },
          rule: { type_name: '=', comparison_value: 100 },
          qualifier: { comparison_operator: 'Range Rank', calculation_period: 252 },
        },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '-8//63',
    },
  }),
  template({
    id: 'vix-spike',
    name: 'VIX spike',
    description: 'Contrarian: buy the S&P 500 when fear spikes, the day the VIX closes above 30, and hold for a month.',
    tags: ['contrarian', 'volatility', 'VIX', 'SPX'],
    request: {
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'VIX', type: 'Sentiment' },
          rule: { type_name: 'CrossAbove', comparison_value: 30 },
        },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '//21',
    },
  }),
  template({
    id: 'drawdown-then-recovery',
    name: 'Drawdown then recovery',
    description:
      'A sequence (TimeOrder): first the index falls 10% below its one-year high, then within three months it closes back above its 50-day average; buy the recovery.',
    tags: ['time order', 'drawdown', 'trend', 'SPX'],
    request: {
      symbol: 'SPX',
      entry: {
        rule_type: 'TimeOrder',
        steps: [
          {
            signal: { name: 'Symbol Close', type: 'Symbol' },
            rule: { type_name: '<', comparison_value: -10 },
            qualifier: { comparison_operator: 'DrawDown %', calculation_period: 252 },
          },
          {
            signal: { name: 'Symbol Close', type: 'Symbol' },
            rule: { type_name: 'CrossAbove', comparison_type: 'SVMA', period: 50 },
          },
        ],
        signals_in_market: 63,
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '-7//63',
    },
  }),
  template({
    id: 'two-of-three-oversold',
    name: 'Oversold on 2 of 3 gauges',
    description:
      'A vote (Scoring): buy when at least two of three oversold gauges agree on the same day: RSI below 35, the close below the lower Bollinger band, the VIX above 25.',
    tags: ['scoring', 'mean reversion', 'VIX', 'SPX'],
    request: {
      symbol: 'SPX',
      entry: {
        rule_type: 'Scoring',
        condition: [
          rsi('<', 35),
          { signal: { name: 'Bollinger %B(20,2)', type: 'Technical' }, rule: { type_name: '<', comparison_value: 0 } },
          { signal: { name: 'VIX', type: 'Sentiment' }, rule: { type_name: '>', comparison_value: 25 } },
        ],
        score_threshold: 2,
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '-6/6/10',
    },
  }),
  template({
    id: 'short-overbought-cross',
    name: 'Short after an overbought cross',
    description:
      'Fading strength: sell short when the 14-day RSI falls back below 70 after being overbought, cover when it drops below 50, with a 5% stop.',
    tags: ['short', 'mean reversion', 'RSI', 'SPX'],
    request: {
      symbol: 'SPX',
      direction: 'Short',
      entry: { rule_type: 'SingleCondition', condition: rsi('CrossBelow', 70) },
      exit: { rule_type: 'SingleCondition', condition: rsi('CrossBelow', 50) },
      risk_control: '-5//21',
    },
  }),
  template({
    id: 'n-down-closes',
    name: 'Buy after 3 down closes',
    description: 'Short-term mean reversion: buy after three lower closes in a row, sell five sessions later.',
    tags: ['mean reversion', 'short term', 'SPX'],
    request: {
      symbol: 'SPX',
      entry: {
        rule_type: 'SingleCondition',
        // Net Change over 1 bar is today's close minus yesterday's: below 0 on each of the last 3 bars.
        condition: {
          signal: { name: 'Symbol Close', type: 'Symbol' },
          rule: { type_name: 'Consecutive Days Below', comparison_value: 0, period: 3 },
          qualifier: { comparison_operator: 'Net Change', calculation_period: 1 },
        },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '//5',
    },
  }),
];

export const strategyTemplate = (id: string): StrategyTemplate | undefined =>
  STRATEGY_TEMPLATES.find((t) => t.id === id);
