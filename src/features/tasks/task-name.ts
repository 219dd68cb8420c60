import type { TaskListItem } from '../../contract/index.ts';

/** strategy_name may be empty (spec 4.4); rows and labels still need something to call the task. */
export function taskName(task: Pick<TaskListItem, 'strategy_name'>): string {
  return task.strategy_name.trim() || 'Untitled strategy';
}
