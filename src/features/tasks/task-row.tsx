import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Fragment, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TaskListItem } from '../../contract/index.ts';
import { CompactTaskSummary, CreatedTime } from '../../ui/status/task-row-parts.tsx';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { taskName, taskTypeText } from './task-name.ts';
import { SweepStrategyDetails } from '../../ui/research/sweep-strategy-details.tsx';
import { TaskRowActions } from './task-row-actions.tsx';
import { TaskStrategyDetails } from './task-strategy-details.tsx';
import { CompareCheckbox } from './compare-checkbox.tsx';
import { FIGURE_COLUMNS, figureText } from './task-figures.ts';

export interface TaskRowProps {
  task: TaskListItem;
  /** Phone width: one cell holds status, name and details, so the actions stay on screen. */
  compact: boolean;
  /** How many columns the table has, for the expanded row's one cell. */
  columns: number;
  onDelete?: (task: TaskListItem) => void;
  /** Ticked for comparison. */
  picked: boolean;
  /** Why it cannot be ticked now (not finished, or the selection is full); null when it can. */
  pickBlocked: string | null;
  onTogglePick: (task: TaskListItem) => void;
}

function Name({ task }: { task: TaskListItem }) {
  const named = task.strategy_name.trim() !== '';
  const type = taskTypeText(task);
  return (
    <>
      {type && <Chip size="small" variant="outlined" label={type} sx={{ mr: 0.75, height: 20 }} />}
      <Typography variant="body2" component="span" color={named ? 'text.primary' : 'text.secondary'}>
        {taskName(task)}
      </Typography>
    </>
  );
}

/** Sweeps and walk-forwards have no single curve or summary to set side by side. */
const NOT_COMPARABLE = 'Only backtests can be compared';

/** A click or a key that started on one of the row's own controls is theirs, not the row's. */
const onControl = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('button, a, input') !== null;

/**
 * One task of the list: its tick for comparison, status, strategy, symbol, frequency, headline figures, created time and
 * the row's actions. The whole row opens the results (click, or Enter when it has focus); the arrow shows the strategy
 * in plain words below it.
 */
export function TaskRow({ task, compact, columns, onDelete, picked, pickBlocked, onTogglePick }: TaskRowProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const type = taskTypeText(task);
  const name = `${type ? `${type} ` : ''}${taskName(task)} on ${task.symbol}`;
  const openResults = () => navigate(`/tasks/${encodeURIComponent(task.task_id)}`);
  const actions = (
    <TableCell align="right" sx={{ py: 0 }}>
      {/* In a row at laptop width; stacked at phone width, where the task's own cell needs the room. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: compact ? 'column' : 'row',
          alignItems: compact ? 'flex-end' : 'center',
          justifyContent: 'flex-end',
        }}
      >
        <Tooltip title={open ? 'Hide the strategy' : 'Show the strategy in words'}>
          <IconButton
            aria-label={`Strategy of ${name}`}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <TaskRowActions task={task} onDelete={onDelete} vertical={compact} />
      </Box>
    </TableCell>
  );
  return (
    <>
      <TableRow
        hover
        tabIndex={0}
        aria-label={`${name}: open the results`}
        onClick={(event) => {
          if (!onControl(event)) openResults();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !onControl(event)) openResults();
        }}
        sx={{ cursor: 'pointer', '& > td': open ? { borderBottom: 'none' } : undefined }}
      >
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()} sx={{ cursor: 'default' }}>
          <CompareCheckbox
            label={`Compare ${name}`}
            checked={picked}
            disabledReason={type && !picked ? NOT_COMPARABLE : pickBlocked}
            onToggle={() => onTogglePick(task)}
          />
        </TableCell>
        {compact ? (
          <TableCell>
            <CompactTaskSummary
              name={<Name task={task} />}
              status={task.status}
              details={
                <>
                  {task.symbol} · {task.frequency} · <CreatedTime createdAt={task.created_at} />
                  {task.summary && (
                    <Box component="span" sx={{ display: 'block' }}>
                      {FIGURE_COLUMNS.map((c, i) => (
                        <Fragment key={c.key}>
                          {i > 0 && ' · '}
                          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                            {c.short} {figureText(c, task.summary)}
                          </Box>
                        </Fragment>
                      ))}
                    </Box>
                  )}
                </>
              }
            />
          </TableCell>
        ) : (
          <>
            <TableCell>
              <TaskStatusChip status={task.status} />
            </TableCell>
            <TableCell>
              <Name task={task} />
            </TableCell>
            <TableCell>
              {task.symbol}
              <Typography variant="caption" color="text.secondary" component="div">
                {task.frequency}
              </Typography>
            </TableCell>
            {FIGURE_COLUMNS.map((c) => (
              <TableCell key={c.key} align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {figureText(c, task.summary)}
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <CreatedTime createdAt={task.created_at} />
            </TableCell>
          </>
        )}
        {actions}
      </TableRow>
      {open && (
        <TableRow>
          <TableCell id={detailsId} colSpan={columns} sx={{ pt: 0, pb: 1.5, pl: compact ? 2 : 6 }}>
            {type ? <SweepStrategyDetails taskId={task.task_id} /> : <TaskStrategyDetails taskId={task.task_id} />}
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
