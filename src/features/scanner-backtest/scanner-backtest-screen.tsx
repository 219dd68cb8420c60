import { RunTaskScreen } from '../../ui/tasks/run-task-screen.tsx';
import { FormFromTask } from './form-from-task.tsx';
import { RunForm } from './run-form.tsx';
import { TaskList } from './task-list.tsx';

/** The scanner backtest (route `/scanner-backtest`): spec 4.5's settings, run as a task, and the list of its tasks. */
export default function ScannerBacktestScreen() {
  return (
    <RunTaskScreen
      title="Scanner backtest"
      intro="Trades the scanner’s daily picks as one portfolio over a period: each day the best-ranked picks that pass the filters are bought, and each leaves at its profit target, its stop loss or when its time is up."
      newForm={<RunForm />}
      formFromTask={(from) => <FormFromTask key={from} taskId={from} />}
      list={<TaskList />}
    />
  );
}
