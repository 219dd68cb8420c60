import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import type { TaskStatus } from '../../contract/index.ts';
import { CompactTaskSummary, CreatedTime } from '../status/task-row-parts.tsx';
import { TaskStatusChip } from '../status/task-status-chip.tsx';

export interface TaskListRowProps {
  status: TaskStatus;
  /** The task's name, often a link to its page. */
  name: ReactNode;
  /** What else the list says of the task, one cell each between the name and the created time. */
  details: readonly ReactNode[];
  createdAt: string;
  /** Phone width: one cell holds status, name and details. */
  compact: boolean;
  /** A last cell (the row's actions), at every width. */
  actions?: ReactNode;
}

/** One task of a list: status, name, details and when it was submitted; at phone width all in one cell. */
export function TaskListRow({ status, name, details, createdAt, compact, actions }: TaskListRowProps) {
  if (compact)
    return (
      <TableRow hover>
        <TableCell>
          <CompactTaskSummary
            name={name}
            status={status}
            details={
              <>
                {details.map((detail, i) => (
                  <Fragment key={i}>{detail} · </Fragment>
                ))}
                <CreatedTime createdAt={createdAt} />
              </>
            }
          />
        </TableCell>
        {actions}
      </TableRow>
    );
  return (
    <TableRow hover>
      <TableCell>
        <TaskStatusChip status={status} />
      </TableCell>
      <TableCell>{name}</TableCell>
      {details.map((detail, i) => (
        <TableCell key={i}>{detail}</TableCell>
      ))}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <CreatedTime createdAt={createdAt} />
      </TableCell>
      {actions}
    </TableRow>
  );
}
