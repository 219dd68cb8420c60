import { describe, expect, it } from 'vitest';
import { describeBlock, describeRiskControl, paramsJson, summariseParams } from './params-summary.ts';

const rsi = { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } };

describe('params in words', () => {
  it('describes each rule type', () => {
    expect(describeBlock({ rule_type: 'SingleCondition', condition: rsi, delay_bars: 2 })).toBe(
      'RSI(14) CrossAbove 30, acted on 2 bars later',
    );
    expect(
      describeBlock({
        rule_type: 'Scoring',
        score_threshold: 1,
        condition: [
          rsi,
          { signal: { name: 'Symbol Close' }, rule: { type_name: '>', comparison_type: 'SVMA', period: 200 } },
        ],
      }),
    ).toBe('At least 1 of 2: RSI(14) CrossAbove 30; Symbol Close > its 200-bar simple average');
    expect(describeBlock({ rule_type: 'TimeOrder', steps: [rsi, rsi], signals_in_market: 5 })).toBe(
      'In order within 5 bars: RSI(14) CrossAbove 30, then RSI(14) CrossAbove 30',
    );
    expect(describeBlock({ rule_type: 'RiskControlOnly' })).toBe('Risk control only');
    expect(describeBlock(undefined)).toBe('Not given');
  });

  it('spells out the risk control and its default', () => {
    expect(describeRiskControl('-5/10/21')).toBe('-5/10/21 (stop loss 5%, take profit 10%, at most 21 bars)');
    expect(describeRiskControl(undefined)).toBe('//21 (at most 21 bars), the default');
    expect(describeRiskControl('//')).toBe('// (none)');
  });

  it('says which fields the service will default', () => {
    const lines = summariseParams({ symbol: 'SPX', entry: { rule_type: 'SingleCondition', condition: rsi } });
    const value = (label: string) => lines.find((l) => l.label === label)?.value;
    expect(value('Symbol')).toBe('SPX');
    expect(value('Frequency')).toBe('Daily (default)');
    expect(value('Window')).toBe('earliest data to the latest bar');
    expect(value('Exit')).toBe('Not given');
  });

  it('counts CSV rows instead of printing them', () => {
    const json = paramsJson({
      symbol: 'X',
      csv_mode: true,
      csv_data: [{ Date: '2020-01-02' }, { Date: '2020-01-03' }],
    });
    expect(JSON.parse(json)).toEqual({ symbol: 'X', csv_mode: true, csv_data: '[2 rows]' });
  });
});
