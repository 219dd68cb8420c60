import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReportType, ReportTypeItem } from '../../contract/index.ts';
import { REPORT_COUNT_MAX } from '../../contract/index.ts';

const COUNTS = Array.from({ length: REPORT_COUNT_MAX }, (_, i) => i + 1);

export interface ReportFiltersProps {
  /** The server's types; empty while they load (then only "All types" is offered). */
  types: readonly ReportTypeItem[];
  type: ReportType | undefined;
  n: number;
  onTypeChange: (type: ReportType | undefined) => void;
  onCountChange: (n: number) => void;
}

/** Which reports to show: one type or all, and how many (1 to 10, newest first). */
export function ReportFilters({ types, type, n, onTypeChange, onCountChange }: ReportFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Report type"
        value={type ?? ''}
        onChange={(e) => onTypeChange((e.target.value || undefined) as ReportType | undefined)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, flex: { xs: '1 1 160px', sm: '0 0 auto' } }}
      >
        <option value="">All types</option>
        {types.map((t) => (
          <option key={t.type} value={t.type}>
            {t.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Number of reports"
        value={n}
        onChange={(e) => onCountChange(Number(e.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160, flex: { xs: '1 1 120px', sm: '0 0 auto' } }}
      >
        {COUNTS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
