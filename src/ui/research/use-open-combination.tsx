import Alert from '@mui/material/Alert';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AxisValue, StrategyParamsRequest } from '../../contract/index.ts';
import { combinationStrategy, isStrategyRequest, StrategyParamsInputSchema } from '../../contract/index.ts';

/** What opening one combination of a stored sweep or walk-forward gives: its request, or why it does not read. */
export type CombinationRead = { request: StrategyParamsRequest } | { problem: string };

/**
 * A combination's strategy read as a request. The task's strategy passed the service at submit, but it is stored as
 * sent, and a later version of the app may no longer read it (an operator renamed, a field retired): the problem
 * then names the fields of the stored strategy that do not read.
 */
export function readCombination(
  strategy: Record<string, unknown>,
  axes: readonly { path: string }[],
  values: readonly AxisValue[],
): CombinationRead {
  const combination = combinationStrategy(strategy, axes, values);
  // The request as written (the builder shows it so), not as parsed: defaults stay unwritten.
  if (isStrategyRequest(combination)) return { request: combination };
  const issues = StrategyParamsInputSchema.safeParse(combination).error?.issues ?? [];
  const fields = issues.map((issue) => `${issue.path.join('.') || 'the strategy'} (${issue.message})`);
  return {
    problem: `This combination cannot be opened in the builder: the stored strategy's ${fields.join('; ')} ${fields.length === 1 ? 'is' : 'are'} not readable by this version of the app.`,
  };
}

/**
 * Opens a combination in the builder, or says why it cannot: `open` reads it (readCombination), and `message` is the
 * alert to show while the last try failed (dismissable).
 */
export function useOpenCombination(
  strategy: Record<string, unknown>,
  axes: readonly { path: string }[],
  openStrategy: (request: StrategyParamsRequest, note: string) => void,
): { open: (values: readonly AxisValue[], note: string) => void; message: ReactNode } {
  const [problem, setProblem] = useState<string | null>(null);
  const open = (values: readonly AxisValue[], note: string) => {
    const read = readCombination(strategy, axes, values);
    if ('request' in read) {
      setProblem(null);
      openStrategy(read.request, note);
    } else setProblem(read.problem);
  };
  const message = problem && (
    <Alert severity="warning" onClose={() => setProblem(null)}>
      {problem}
    </Alert>
  );
  return { open, message };
}
