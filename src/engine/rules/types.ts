/**
 * What the rules layer evaluates. The service resolves signal names into series before it gets here; the rules layer
 * sees only numbers. Codes are those of spec 2.5 (0 '>' ... 15 'Consecutive Days Below').
 */
export type ComparisonKind = 'SV' | 'SVMA' | 'SVEMA' | 'MA';
export type MovingAverageType = 'S' | 'E';

export interface QualifierSpec {
  /** 5..11 */
  readonly operator: number;
  /** calculation_period N */
  readonly period: number;
  /** used by MA Ratio */
  readonly maType: MovingAverageType;
}

export interface ConditionSpec {
  /** The signal's values on every bar (NaN where undefined). For an `MA` comparison this is the moving average. */
  readonly series: Float64Array;
  /** The symbol's closes: the compared series of an `MA` comparison. */
  readonly close: Float64Array;
  readonly comparison: ComparisonKind;
  /** 0..15 */
  readonly operator: number;
  /** Threshold of an SV comparison and of Consecutive Days Above/Below and of a qualifier-class main operator. */
  readonly value: number;
  /**
   * SVMA/SVEMA: the moving-average period. Consecutive Days Above/Below: the number of bars. A qualifier-class main
   * operator (5..11): its calculation period.
   */
  readonly period: number;
  readonly qualifier?: QualifierSpec;
}

export type BlockKind = 'SingleCondition' | 'Scoring' | 'TimeOrder' | 'RiskControlOnly';

export interface BlockSpec {
  readonly kind: BlockKind;
  /** One truth array per condition (or step, in order), each as long as the bars: 1 where it holds on that bar. */
  readonly conditions: readonly Uint8Array[];
  /** Scoring: how many must hold on the same bar. */
  readonly threshold: number;
  /** TimeOrder: tn - t1 <= signalsInMarket. */
  readonly signalsInMarket: number;
  /** delay_bars: the action bar is the signal bar plus this. */
  readonly delayBars: number;
}
