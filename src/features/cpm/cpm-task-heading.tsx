import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { CpmTask } from '../../contract/index.ts';
import { SymbolsProvenanceLine } from '../../ui/data-provenance/symbols-provenance-line.tsx';
import { submittedAt, TaskHeadingBar } from '../../ui/tasks/task-heading-bar.tsx';
import type { TaskParams } from '../../ui/tasks/task-params.ts';
import { MODE_LABELS } from './cpm-task-filters.tsx';
import { formValuesOf, templateTitle } from './task-params.ts';

/** What the task searched (template and symbol), how, when, its status, and the way back into the form. */
export function CpmTaskHeading({ task, params }: { task: CpmTask; params: TaskParams }) {
  const v = formValuesOf(params, task.mode);
  return (
    <TaskHeadingBar
      title={`${templateTitle(params)} on ${v.symbol}`}
      details={`${v.name ? `${v.name} · ` : ''}${MODE_LABELS[task.mode]} · ${v.timeframe} · ${submittedAt(task.created_at)}`}
      status={task.status}
      data={task.status === 'SUCCESS' && <SymbolsProvenanceLine symbols={[v.symbol]} />}
      finishedAction={
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          component={RouterLink}
          to={`/cpm?from=${encodeURIComponent(task.task_id)}`}
        >
          Edit and run again
        </Button>
      }
    />
  );
}
