import { describe, expect, it } from 'vitest';
import { parseRiskControl } from './risk-control.ts';

describe('parseRiskControl', () => {
  it('reads the default //21 as a 21-bar limit only', () => {
    expect(parseRiskControl('//21')).toEqual({ stopPct: null, takePct: null, maxBars: 21, warnings: [] });
  });

  it('reads -5/10/21 as stop 5%, take-profit 10%, 21 bars', () => {
    expect(parseRiskControl('-5/10/21')).toEqual({ stopPct: 5, takePct: 10, maxBars: 21, warnings: [] });
  });

  it('reads 5/10/21 the same way and warns that the first segment is the stop', () => {
    const r = parseRiskControl('5/10/21');
    expect(r).toMatchObject({ stopPct: 5, takePct: 10, maxBars: 21 });
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain('risk_control');
    expect(r.warnings[0]).toContain('stop 5%, take-profit 10%');
  });

  it('warns on 5/10/ too, and not on a lone positive stop', () => {
    expect(parseRiskControl('5/10/')).toMatchObject({ stopPct: 5, takePct: 10, maxBars: null });
    expect(parseRiskControl('5/10/').warnings).toHaveLength(1);
    expect(parseRiskControl('5//')).toEqual({ stopPct: 5, takePct: null, maxBars: null, warnings: [] });
  });

  it('reads // and the empty string as no risk control', () => {
    const none = { stopPct: null, takePct: null, maxBars: null, warnings: [] };
    expect(parseRiskControl('//')).toEqual(none);
    expect(parseRiskControl('')).toEqual(none);
  });

  it('takes decimals and spaces around a segment', () => {
    expect(parseRiskControl(' -2.5 / 7.5 / 10 ')).toEqual({ stopPct: 2.5, takePct: 7.5, maxBars: 10, warnings: [] });
  });

  it.each([
    ['abc//', 'abc'],
    ['/ten/', 'ten'],
    ['//x', 'x'],
    ['1e2//', '1e2'],
    ['/-10/', '-10'],
    ['//-1', '-1'],
    ['//2.5', '2.5'],
    ['//0', '0'],
  ])('rejects %s naming risk_control and the segment %s', (text, segment) => {
    expect(() => parseRiskControl(text)).toThrow(/risk_control/);
    expect(() => parseRiskControl(text)).toThrow(`"${segment}"`);
  });

  it('rejects more than three segments', () => {
    expect(() => parseRiskControl('1/2/3/4')).toThrow(/risk_control "1\/2\/3\/4" has 4 segments/);
  });
});
