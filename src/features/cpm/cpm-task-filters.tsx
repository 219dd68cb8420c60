import Box from '@mui/material/Box';
import type { CpmMode } from '../../contract/index.ts';
import { CPM_MODES, TASK_STATUSES } from '../../contract/index.ts';
import { FilterSelect } from '../../ui/tasks/filter-select.tsx';
import type { TaskListQuery } from '../../ui/tasks/use-task-list-query.ts';

export const MODE_LABELS: Record<CpmMode, string> = { backtest: 'Scan and backtest', scan: 'Scan only' };

/** The CPM task list's filters, each a URL parameter of the list endpoint. */
export const CPM_LIST_FILTERS = { status: TASK_STATUSES, mode: CPM_MODES } as const;

export type CpmListQuery = TaskListQuery<typeof CPM_LIST_FILTERS>;

/** Status and mode filters of the CPM task list. */
export function CpmTaskFilters({ query }: { query: CpmListQuery }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        options={TASK_STATUSES}
        value={query.filters.status}
        onChange={(status) => query.setFilter({ status })}
        minWidth={150}
      />
      <FilterSelect
        label="Mode"
        anyLabel="Any mode"
        options={CPM_MODES}
        optionLabel={(m) => MODE_LABELS[m]}
        value={query.filters.mode}
        onChange={(mode) => query.setFilter({ mode })}
        minWidth={180}
      />
    </Box>
  );
}
