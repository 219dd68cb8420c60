import type { TaskListItem } from '../../contract/index.ts';

/** strategy_name may be empty (spec 4.4); rows and labels still need something to call the task. */
export function taskName(task: Pick<TaskListItem, 'strategy_name'>): string {
  return task.strategy_name.trim() || 'Untitled strategy';
}

/** What a task is when it is not a plain backtest ("Sweep", "Walk-forward"); null for a backtest. */
export function taskTypeText(task: Pick<TaskListItem, 'task_type'>): string | null {
  return task.task_type === 'sweep' ? 'Sweep' : task.task_type === 'walk_forward' ? 'Walk-forward' : null;
}
