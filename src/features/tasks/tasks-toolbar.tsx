import Box from '@mui/material/Box';
import type { TaskStatus } from '../../contract/index.ts';
import { TASK_STATUSES } from '../../contract/index.ts';
import { FilterSelect } from '../../ui/tasks/filter-select.tsx';
import type { TaskListUrl } from './task-list-url.ts';
import { TaskSearchField } from './task-search-field.tsx';
import { TaskSortSelect } from './task-sort-select.tsx';

/** Search, status filter and, at phone width (no headings to click), the order. */
export function TasksToolbar({ url, compact }: { url: TaskListUrl; compact: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TaskSearchField value={url.q} onSearch={url.setSearch} />
      <FilterSelect<TaskStatus>
        label="Status"
        anyLabel="Any status"
        options={TASK_STATUSES}
        value={url.status}
        onChange={url.setStatus}
        minWidth={150}
      />
      {compact && <TaskSortSelect order={url.order} onChange={url.setOrder} />}
    </Box>
  );
}
