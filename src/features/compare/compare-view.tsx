import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { StrategyInWords } from '../../ui/strategy/strategy-in-words.tsx';
import { CompareChart } from './compare-chart.tsx';
import { CompareDifferences } from './compare-differences.tsx';
import { compareFigures } from './compare-figures.ts';
import { CompareFiguresTable } from './compare-figures-table.tsx';
import { runLabels } from './run-labels.ts';
import type { ComparedRun } from './use-compared-tasks.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      // One column that may shrink below its content, so that a chart drawn wider follows the screen down.
      sx={{ p: { xs: 1.5, md: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The finished runs side by side: equity on one scale, the figures with the best marked, what changed, and each strategy. */
export function CompareView({ runs }: { runs: readonly ComparedRun[] }) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const tasks = useMemo(() => runs.map((r) => r.task), [runs]);
  const labels = useMemo(() => runLabels(tasks), [tasks]);
  const equity = useMemo(
    () => runs.map((r) => ({ dates: r.result.Extra.dates, equity: r.result.Extra.equity })),
    [runs],
  );
  const rows = useMemo(() => compareFigures(runs.map((r) => r.result)), [runs]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Section title="Equity, 100 at the common start">
        <CompareChart runs={equity} labels={labels} height={compact ? 260 : 380} />
      </Section>
      <Section title="Figures">
        <CompareFiguresTable rows={rows} labels={labels} />
      </Section>
      <Section title="What changed">
        <CompareDifferences tasks={tasks} labels={labels} />
      </Section>
      <Section title="Strategies">
        {runs.map(({ task }, i) => (
          <Box key={task.task_id} sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle2" component="h3">
              <Link component={RouterLink} to={`/tasks/${encodeURIComponent(task.task_id)}`}>
                {labels[i]}
              </Link>
            </Typography>
            <StrategyInWords params={task.params} dense />
          </Box>
        ))}
      </Section>
    </Box>
  );
}
