import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { errorText } from '../../client/api-error.ts';
import { useTask } from '../../client/queries.ts';
import { StrategyInWords } from '../../ui/strategy/strategy-in-words.tsx';

/** A task's strategy in plain words, fetched when its row is expanded (the list itself carries no params). */
export function TaskStrategyDetails({ taskId }: { taskId: string }) {
  const task = useTask(taskId);
  if (task.isPending) return <LinearProgress aria-label="Loading the strategy" />;
  if (task.isError) return <Alert severity="warning">The strategy could not be loaded: {errorText(task.error)}</Alert>;
  return <StrategyInWords params={task.data.params} dense />;
}
