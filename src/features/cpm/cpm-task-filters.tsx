import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { CpmMode, TaskStatus } from '../../contract/index.ts';
import { CPM_MODES, TASK_STATUSES } from '../../contract/index.ts';
import type { CpmListQuery } from './use-cpm-list-query.ts';

export const MODE_LABELS: Record<CpmMode, string> = { backtest: 'Scan and backtest', scan: 'Scan only' };

/** Status and mode filters of the CPM task list (native selects: keyboard and phones work as usual). */
export function CpmTaskFilters({ query }: { query: CpmListQuery }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Status"
        value={query.status ?? ''}
        onChange={(e) => query.setFilter({ status: (e.target.value || null) as TaskStatus | null })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      >
        <option value="">Any status</option>
        {TASK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Mode"
        value={query.mode ?? ''}
        onChange={(e) => query.setFilter({ mode: (e.target.value || null) as CpmMode | null })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      >
        <option value="">Any mode</option>
        {CPM_MODES.map((m) => (
          <option key={m} value={m}>
            {MODE_LABELS[m]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
