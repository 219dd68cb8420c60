import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { StrategyParamsRequest } from '../../contract/index.ts';
import { decodeShare, encodeShare, shareUrl } from './share-link.ts';

const request: StrategyParamsRequest = {
  symbol: 'SPX',
  name: 'RSI dip',
  entry: {
    rule_type: 'SingleCondition',
    condition: {
      signal: { name: 'RSI(14)' },
      rule: { comparison_type: 'SV', type_name: 'CrossAbove', comparison_value: 30 },
    },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  commission: '0.001',
};

describe('share links', () => {
  it('round-trips the request', () => {
    const code = encodeShare({ request });
    expect(code).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(decodeShare(code)).toEqual({ ok: true, shared: { request } });
  });

  it('carries the CSV file name, never its rows', () => {
    const withRows: StrategyParamsRequest = {
      ...request,
      csv_mode: true,
      csv_data: [{ Date: '2020-01-02', Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 100 }],
    };
    const code = encodeShare({ request: withRows, csvFile: 'my prices.csv' });
    const payload = JSON.parse(LZString.decompressFromEncodedURIComponent(code)) as Record<string, unknown>;
    expect(payload.csv_file).toBe('my prices.csv');
    expect(payload).not.toHaveProperty('csv_data');
    expect(payload).not.toHaveProperty('csv_mode');
    expect(decodeShare(code)).toEqual({ ok: true, shared: { request, csvFile: 'my prices.csv' } });
  });

  it('refuses a damaged code', () => {
    expect(decodeShare('not-a-code')).toMatchObject({ ok: false });
    expect(decodeShare(encodeShare({ request }).slice(0, 20))).toMatchObject({ ok: false });
  });

  it('builds the link on the page address with the builder route', () => {
    expect(shareUrl('abc', { origin: 'https://studio.example', pathname: '/app/', search: '' })).toBe(
      'https://studio.example/app/#/strategy?s=abc',
    );
  });
});
