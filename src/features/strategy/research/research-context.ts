import type { StrategyParamsRequest } from '../../../contract/index.ts';

/** What a research tab gets from the builder: the strategy on screen, and a way to put another one there. */
export interface ResearchProps {
  /** The builder's strategy exactly as Run would send it. */
  getRequest(): StrategyParamsRequest;
  /** Puts a strategy in the builder (undoable), with a line saying where it came from. */
  openStrategy(request: StrategyParamsRequest, note: string): void;
}
