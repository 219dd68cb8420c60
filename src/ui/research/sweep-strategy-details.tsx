import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { errorText } from '../../client/api-error.ts';
import { useAnyTask } from '../../client/research-queries.ts';
import { StrategyInWords } from '../../ui/strategy/strategy-in-words.tsx';
import { taskStrategy } from './research-task.ts';

/** What this row reads of an axis as sent: its path (the params are stored as sent, so unparsed). */
const AxisPathSchema = z.object({ path: z.string() });

/** A sweep's or walk-forward's strategy in plain words and the paths it varied, for its row in the task list. */
export function SweepStrategyDetails({ taskId }: { taskId: string }) {
  const task = useAnyTask(taskId);
  if (task.isPending) return <LinearProgress aria-label="Loading the strategy" />;
  if (task.isError) return <Alert severity="warning">The strategy could not be loaded: {errorText(task.error)}</Alert>;
  const axes = Array.isArray(task.data.params.axes) ? task.data.params.axes : [];
  const paths = axes.flatMap((a) => {
    const axis = AxisPathSchema.safeParse(a);
    return axis.success ? [axis.data.path] : [];
  });
  return (
    <>
      <StrategyInWords params={taskStrategy(task.data)} dense />
      {paths.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Varied: {paths.join(', ')}
        </Typography>
      )}
    </>
  );
}
