import type { ScannerItem } from '../../contract/index.ts';

/** Test-only: a pick with made-up figures; `patch` sets the ones a test is about. */
export function makePick(patch: Partial<ScannerItem> = {}): ScannerItem {
  return {
    Date: '2016-06-24',
    Symbol: 'AAPL',
    Close: 100,
    Direction: 'Long',
    _Signal: 'HighPoints',
    WinRate: '50.00',
    ProfitTarget: '8',
    StopLoss: '6',
    TimeInMarket: '10',
    AvgWin: 5,
    AvgLoss: -3,
    TradeNumber: 20,
    Z_Score: 1,
    ExpectedReturn: 1,
    AnnualReturn: 10,
    MedianReturn: 0.5,
    AvgReturn: 1,
    StdDev: 4,
    MaxRisk: -10,
    SharpeRatio: 0.5,
    TrendScore: 5,
    RelTrendScore: 5,
    Optix: null,
    ...patch,
  };
}
