import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import type { TaskListItem } from '../../contract/index.ts';
import type { TaskListPaging } from '../../ui/tasks/use-task-list-query.ts';
import { pageSizeOptions } from '../../ui/tasks/use-task-list-query.ts';
import { nextOrder, orderWords } from './task-figures.ts';
import type { TaskOrder } from './task-list-url.ts';
import { TaskRow } from './task-row.tsx';
import { columnCount, TaskTableHead } from './task-table-head.tsx';
import type { CompareSelection } from './use-compare-selection.ts';
import { pickedTask } from './use-compare-selection.ts';
import { MAX_COMPARED } from '../../ui/tasks/compare-link.ts';

export interface TaskTableProps {
  tasks: TaskListItem[];
  total: number;
  paging: TaskListPaging;
  order: TaskOrder;
  onOrder: (order: TaskOrder) => void;
  selection: CompareSelection;
  /** Phone width: one cell per task, ordered from a menu instead of the headings. */
  compact: boolean;
  onDelete?: (task: TaskListItem) => void;
}

const NOT_FINISHED = 'Only a finished (SUCCESS) backtest can be compared.';
const FULL = `At most ${MAX_COMPARED} backtests can be compared: untick one first.`;

/** One page of the task list in the order asked for, with the pager below. */
export function TaskTable({ tasks, total, paging, order, onOrder, selection, compact, onDelete }: TaskTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table
          size="small"
          aria-label={`Backtest tasks, ${orderWords(order)}`}
          // Narrow cells: twelve columns and the row's actions fit a laptop's width.
          sx={{ '& td, & th': { px: 1 } }}
        >
          <TaskTableHead compact={compact} order={order} onSort={(sort) => onOrder(nextOrder(order, sort))} />
          <TableBody>
            {tasks.map((task) => {
              const picked = selection.isPicked(task.task_id);
              return (
                <TaskRow
                  key={task.task_id}
                  task={task}
                  compact={compact}
                  columns={columnCount(compact)}
                  onDelete={onDelete}
                  picked={picked}
                  pickBlocked={picked ? null : task.status !== 'SUCCESS' ? NOT_FINISHED : selection.full ? FULL : null}
                  onTogglePick={(t) => selection.toggle(pickedTask(t))}
                />
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={paging.page}
        rowsPerPage={paging.limit}
        rowsPerPageOptions={pageSizeOptions(paging.limit)}
        onPageChange={(_, page) => paging.setPage(page)}
        onRowsPerPageChange={(event) => paging.setLimit(Number(event.target.value))}
        labelRowsPerPage={compact ? 'Per page' : 'Tasks per page'}
        showFirstButton={!compact}
        showLastButton={!compact}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
      />
    </Paper>
  );
}
