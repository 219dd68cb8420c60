import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TaskListItem } from '../../contract/index.ts';
import type { TaskListPaging } from '../../ui/tasks/use-task-list-query.ts';
import { pageSizeOptions } from '../../ui/tasks/use-task-list-query.ts';
import { TaskRow } from './task-row.tsx';

export interface TaskTableProps {
  tasks: TaskListItem[];
  total: number;
  paging: TaskListPaging;
  onDelete?: (task: TaskListItem) => void;
}

const FULL_COLUMNS = ['Status', 'Strategy', 'Symbol', 'Frequency', 'Created'];

/** One page of the task list, newest first, with the pager below. */
export function TaskTable({ tasks, total, paging, onDelete }: TaskTableProps) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Backtest tasks, newest first">
          <TableHead>
            <TableRow>
              {(compact ? ['Backtest'] : FULL_COLUMNS).map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.map((task) => (
              <TaskRow
                key={task.task_id}
                task={task}
                compact={compact}
                columns={(compact ? 1 : FULL_COLUMNS.length) + 1}
                onDelete={onDelete}
              />
            ))}
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
