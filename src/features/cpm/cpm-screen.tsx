import { RunTaskScreen } from '../../ui/tasks/run-task-screen.tsx';
import { CpmRunForm } from './cpm-run-form.tsx';
import { CpmTaskList } from './cpm-task-list.tsx';
import { FormFromTask } from './form-from-task.tsx';

/** Chart pattern matching (route `/cpm`): the search settings, run as a task, and the list of CPM tasks. */
export default function CpmScreen() {
  return (
    <RunTaskScreen
      title="Pattern matching"
      intro="Finds the windows of a symbol’s history shaped like a template, a predefined pattern or a window you pick, shows what prices did after each, and can backtest a trade taken after every match."
      newForm={<CpmRunForm />}
      formFromTask={(from) => <FormFromTask key={from} taskId={from} />}
      list={<CpmTaskList />}
    />
  );
}
