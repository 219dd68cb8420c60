import { describe, expect, it } from 'vitest';
import { putOpportunity } from './put-opportunity.ts';
import { quote } from './test-quote.ts';

describe('putOpportunity', () => {
  it('works out every field of the spec by its formula', () => {
    // close 100, strike 95, last 1.25, IV 0.30, 2022-03-10 -> 2022-04-14:
    //   DTE = 21 days left in March + 14 = 35;  T = 35 / 365 = 0.0958904110;  sqrt T = 0.3096617686
    //   credit = 1.25 x 100 = 125;  margin = 95 x 100 = 9500;  be = 95 - 1.25 = 93.75
    //   return_per = 125 / 9500 x 100 = 1.3157894737
    //   d2 = (ln(100 / 93.75) - 0.09 x 0.0958904110 / 2) / (0.3 x 0.3096617686)
    //      = (0.0645385211 - 0.0043150685) / 0.0928985306 = 0.6482713156;  POP = N(d2) = 74.1595258 %
    //   net credit = 125 x 0.98 = 122.5
    //   stressed = 100 x exp(-1.2 x 0.3 x 0.3096617686) = 100 x exp(-0.1114782367) = 89.4510859
    //   tail loss = (95 - 89.4510859) x 100 - 122.5 = 554.891413 - 122.5 = 432.391413
    //   ev_score = (0.741595258 x 122.5 - 0.258404742 x 432.391413) / 9500
    //            = (90.8454191 - 111.7319968) / 9500 = -0.0021985865
    //   cagr = -0.0021985865 x 365 / 35 = -0.0229281164 (DTE is in calendar days, so a year is 365 of them)
    const o = putOpportunity(quote())!;
    expect(o.DTE).toBe(35);
    expect(o.credit).toBeCloseTo(125, 12);
    expect(o.margin).toBe(9500);
    expect(o.be).toBe(93.75);
    expect(o.return_per).toBeCloseTo(1.3157894737, 9);
    expect(o.POP_est).toBeCloseTo(74.1595258, 6);
    expect(o.ev_score).toBeCloseTo(-0.0021985865, 9);
    expect(o.cagr).toBeCloseTo(-0.0229281164, 9);
    expect(o).toMatchObject({
      ticker: 'XYZ',
      close: 100,
      expirDate: '2022-04-14',
      strike: 95,
      Volume: 120,
      OI: 3400,
      IV: 0.3,
      Delta: -0.25,
      Vega: 0.1,
      ContractSymbol: 'XYZ220414P00095000',
    });
  });

  it('has no tail loss when even the stressed price stays above the strike', () => {
    // strike 80, last 0.10: the stressed price 89.45 is above 80, so tail loss = 0 and
    //   be = 79.9;  d2 = (ln(100 / 79.9) - 0.0043150685) / 0.0928985306 = 2.3690284800;  N(d2) = 0.9910825600
    //   ev_score = 0.9910825600 x (10 x 0.98) / 8000 = 0.0012140761;  cagr = 0.0012140761 x 365 / 35 = 0.0126610793
    const o = putOpportunity(quote({ strike: 80, lastPrice: 0.1 }))!;
    expect(o.POP_est).toBeCloseTo(99.108256, 6);
    expect(o.ev_score).toBeCloseTo(0.0012140761, 9);
    expect(o.cagr).toBeCloseTo(0.0126610793, 9);
  });

  it('gives credit, break-even and margin to the cent', () => {
    // 4.52 x 100 is 451.99999999999994 in binary floating point; 0.07 x 100 is 7.000000000000001
    const o = putOpportunity(quote({ lastPrice: 4.52, strike: 94.15 }))!;
    expect(o.credit).toBe(452);
    expect(o.margin).toBe(9415);
    expect(o.be).toBe(89.63);
    expect(putOpportunity(quote({ lastPrice: 0.07 }))!.credit).toBe(7);
  });

  it('skips calls, expired and same-day options, and quotes without a price, IV, strike or close', () => {
    expect(putOpportunity(quote({ type: 'call' }))).toBeUndefined();
    expect(putOpportunity(quote({ expiration: '2022-03-10' }))).toBeUndefined();
    expect(putOpportunity(quote({ expiration: '2022-03-04' }))).toBeUndefined();
    expect(putOpportunity(quote({ expiration: '2022-02-30' }))).toBeUndefined();
    expect(putOpportunity(quote({ lastPrice: 0 }))).toBeUndefined();
    expect(putOpportunity(quote({ iv: 0 }))).toBeUndefined();
    expect(putOpportunity(quote({ iv: NaN }))).toBeUndefined();
    expect(putOpportunity(quote({ strike: -5 }))).toBeUndefined();
    expect(putOpportunity(quote({ close: 0 }))).toBeUndefined();
    expect(putOpportunity(quote({ expiration: '2022-03-11' }))?.DTE).toBe(1);
  });
});
