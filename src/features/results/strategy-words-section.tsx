import type { BacktestTask } from '../../contract/index.ts';
import { ResultSection } from '../../ui/layout/result-section.tsx';
import { StrategyInWords } from '../../ui/strategy/strategy-in-words.tsx';

/** Which strategy the task ran, in the same plain words the builder showed before it was run. */
export function StrategyWordsSection({ task }: { task: BacktestTask }) {
  return (
    <ResultSection title="Strategy">
      <StrategyInWords params={task.params} />
    </ResultSection>
  );
}
