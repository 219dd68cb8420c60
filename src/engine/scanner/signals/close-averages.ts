import { sma } from '../../indicators/moving-averages.ts';

/**
 * The simple moving averages of the close that several signals and the trend score use, computed once per symbol:
 * MA and MAGap read SMA(10) and SMA(50), the Optix rules SMA(200), the trend score all five.
 */
export interface CloseAverages {
  readonly sma10: Float64Array;
  readonly sma20: Float64Array;
  readonly sma50: Float64Array;
  readonly sma100: Float64Array;
  readonly sma200: Float64Array;
}

export function closeAverages(close: Float64Array): CloseAverages {
  return {
    sma10: sma(close, 10),
    sma20: sma(close, 20),
    sma50: sma(close, 50),
    sma100: sma(close, 100),
    sma200: sma(close, 200),
  };
}
