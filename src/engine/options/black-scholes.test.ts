import { describe, expect, it } from 'vitest';
import { callDelta, callPrice, putDelta, putPrice, vega } from './black-scholes.ts';

describe('Black-Scholes with r = 0', () => {
  // S = 100, K = 95, iv = 0.2, T = 30 / 365:
  //   iv sqrt T = 0.0573382179;  d1 = (ln(100 / 95) + 0.0016438356) / 0.0573382179 = 0.9232433782
  //   d2 = d1 - 0.0573382179 = 0.8659051603;  N(-d1) = 0.1779401939;  N(-d2) = 0.1932710865
  //   put = 95 x 0.1932710865 - 100 x 0.1779401939 = 0.5667338286
  //   put delta = N(d1) - 1 = -0.1779401939;  vega = 100 x phi(0.9232433782) x 0.2866910895 = 7.4684874777
  const o = { spot: 100, strike: 95, iv: 0.2, years: 30 / 365 };

  it('prices the put and its greeks', () => {
    expect(putPrice(o)).toBeCloseTo(0.5667338286, 9);
    expect(putDelta(o)).toBeCloseTo(-0.1779401939, 9);
    expect(vega(o)).toBeCloseTo(7.4684874777, 9);
  });

  it('keeps put-call parity (call - put = S - K) and call delta = put delta + 1', () => {
    expect(callPrice(o) - putPrice(o)).toBeCloseTo(5, 12);
    expect(callDelta(o) - putDelta(o)).toBeCloseTo(1, 15);
  });
});
