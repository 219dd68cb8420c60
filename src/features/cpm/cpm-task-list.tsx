import { useCpmTasks } from '../../client/analytics-queries.ts';
import { TaskListPanel } from '../../ui/tasks/task-list-panel.tsx';
import { useTaskListQuery } from '../../ui/tasks/use-task-list-query.ts';
import { CPM_LIST_FILTERS, CpmTaskFilters } from './cpm-task-filters.tsx';
import { CpmTaskRow } from './cpm-task-row.tsx';

const COLUMNS = ['Status', 'Task', 'Mode', 'Created'];

/** The pattern-matching tasks of this account, newest first, filtered by status and mode, a page at a time. */
export function CpmTaskList() {
  const query = useTaskListQuery(CPM_LIST_FILTERS);
  const { status, mode } = query.filters;
  const list = useCpmTasks({ limit: query.limit, offset: query.offset, status, mode });
  const filtered = status !== undefined || mode !== undefined;
  return (
    <TaskListPanel
      title="CPM tasks"
      tableLabel="CPM tasks, newest first"
      columns={COLUMNS}
      compactColumn="Task"
      list={list}
      paging={query}
      filters={<CpmTaskFilters query={query} />}
      emptyText="No pattern-matching tasks yet: run one above and it is listed here with its status."
      filtered={
        filtered
          ? {
              emptyText: 'No tasks with this status and mode.',
              clearLabel: 'Clear the filters',
              onClear: () => query.setFilter({ status: null, mode: null }),
            }
          : undefined
      }
      renderRow={(task, compact) => <CpmTaskRow task={task} compact={compact} />}
    />
  );
}
