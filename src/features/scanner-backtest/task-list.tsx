import { useScannerBacktestTasks } from '../../client/scanner-queries.ts';
import { TASK_STATUSES } from '../../contract/index.ts';
import { FilterSelect } from '../../ui/tasks/filter-select.tsx';
import { TaskListPanel } from '../../ui/tasks/task-list-panel.tsx';
import { useTaskListQuery } from '../../ui/tasks/use-task-list-query.ts';
import { TaskRow } from './task-row.tsx';

const COLUMNS = ['Status', 'Name', 'Universe', 'Created'];
const FILTERS = { status: TASK_STATUSES } as const;

/** The scanner backtests of this account, newest first, filtered by status, a page at a time. */
export function TaskList() {
  const query = useTaskListQuery(FILTERS);
  const { status } = query.filters;
  const list = useScannerBacktestTasks({ limit: query.limit, offset: query.offset, ...(status && { status }) });
  return (
    <TaskListPanel
      title="Scanner backtests"
      tableLabel="Scanner backtests, newest first"
      columns={COLUMNS}
      compactColumn="Backtest"
      list={list}
      paging={query}
      filters={
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          options={TASK_STATUSES}
          value={status}
          onChange={(s) => query.setFilter({ status: s })}
          minWidth={150}
        />
      }
      emptyText="No scanner backtests yet: run one above and it is listed here with its status."
      filtered={
        status
          ? {
              emptyText: `No scanner backtests with the status ${status}.`,
              clearLabel: 'Show every status',
              onClear: () => query.setFilter({ status: null }),
            }
          : undefined
      }
      renderRow={(task, compact) => <TaskRow task={task} compact={compact} />}
    />
  );
}
