import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { strategyDifferences } from '../../domain/strategy-difference.ts';
import type { BacktestTask } from '../../contract/index.ts';

/** What each run changed against the first one, a line per setting, in plain words. */
export function CompareDifferences({ tasks, labels }: { tasks: readonly BacktestTask[]; labels: readonly string[] }) {
  const [first, ...rest] = tasks;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {rest.map((task, j) => {
        const i = j + 1;
        const changes = strategyDifferences(first.params, task.params);
        const heading = `${labels[i]} against ${labels[0]}`;
        return (
          <Box key={task.task_id}>
            <Typography variant="subtitle2" component="h3">
              {heading}
            </Typography>
            {changes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                The same settings: the two runs differ only in name or in settings that change nothing.
              </Typography>
            ) : (
              <Box component="ul" aria-label={`Changes: ${heading}`} sx={{ m: 0, pl: 2.5 }}>
                {changes.map((c) => (
                  <Typography key={c.text} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {c.text}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
