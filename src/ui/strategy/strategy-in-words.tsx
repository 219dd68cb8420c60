import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { DescribeStrategyOptions } from '../../domain/describe-strategy.ts';
import { describeStrategy } from '../../domain/describe-strategy.ts';

export interface StrategyInWordsProps {
  /** The request as the user sends it, or a task's params as submitted (read defensively, never throws). */
  params: unknown;
  /** The builder's classifier, so a CSV-mode signal can be named by the file column it reads. */
  options?: DescribeStrategyOptions;
  /** `dense` for a table row's details: smaller type, no list bullets. */
  dense?: boolean;
}

/**
 * A strategy in plain words (describeStrategy): what is traded and when it enters, how it exits, and the sizing, one
 * sentence per line. The one description the builder, the result pages and the task list all show, so the words an
 * analyst read before running are the words the result says it ran.
 */
export function StrategyInWords({ params, options, dense = false }: StrategyInWordsProps) {
  const { sentences } = useMemo(() => describeStrategy(params, options), [params, options]);
  return (
    <Box
      component="ul"
      aria-label="Strategy in plain words"
      sx={{ m: 0, pl: dense ? 0 : 2.5, listStyle: dense ? 'none' : undefined, display: 'grid', gap: 0.5 }}
    >
      {sentences.map((sentence, i) => (
        <Typography key={i} component="li" variant={dense ? 'body2' : 'body1'} sx={{ overflowWrap: 'anywhere' }}>
          {sentence}
        </Typography>
      ))}
    </Box>
  );
}
