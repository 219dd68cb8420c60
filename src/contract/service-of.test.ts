import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../testing/source-files.ts';
import { ENDPOINT_LIST, serviceOf } from './endpoints.ts';

/** startsWith of a bare first segment ('/backtest/', '/cpm'), or a regular expression anchored on one. */
const PREFIX_TEST =
  /startsWith\(\s*['"`]\/(backtest|data|seasonality|cpm|smart-[\w-]+|screens|reports|symbol_corr|asset_corr|pattern_corr|symbol_beta)\/?['"`]\s*\)|\/\^\\\/(backtest|data|seasonality|cpm|smart-)/;

describe('serviceOf', () => {
  it('gives each endpoint of a service its own service', () => {
    for (const e of ENDPOINT_LIST.filter((e) => e.service !== 'public'))
      expect(serviceOf(e.path.replace(/:\w+/g, 'x')), e.key).toBe(e.service);
  });

  it('answers any path: under a service’s first segment that service, else the analytics service', () => {
    expect(serviceOf('/backtest/nowhere')).toBe('backtest');
    expect(serviceOf('/backtest/tutorial')).toBe('backtest');
    expect(serviceOf('/data/nowhere')).toBe('data');
    expect(serviceOf('/cpm/nowhere')).toBe('analytics');
    expect(serviceOf('/health')).toBe('analytics');
    expect(serviceOf('/nowhere')).toBe('analytics');
    expect(serviceOf('/')).toBe('analytics');
  });

  it('is the only place that decides a service by a path prefix', () => {
    const offenders = sourceFiles(['src', 'server']).filter(({ text }) => PREFIX_TEST.test(text));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('the grep above finds a prefix test when there is one', () => {
    expect(PREFIX_TEST.test("if (!c.req.path.startsWith('/backtest/'))")).toBe(true);
    expect(PREFIX_TEST.test("path.startsWith('/cpm')")).toBe(true);
    expect(PREFIX_TEST.test('if (/^\\/smart-scanner-backtest\\//.test(path))')).toBe(true);
    // A fake transport answering one endpoint decides no service.
    expect(PREFIX_TEST.test("path.startsWith('/backtest/status/')")).toBe(false);
  });
});
