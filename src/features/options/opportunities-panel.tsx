import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo } from 'react';
import type { OptionResponse } from '../../contract/index.ts';
import { downloadCsv } from '../../ui/table/csv-file.ts';
import { formatWhole } from '../../ui/table/format.ts';
import { OptionFilterFields } from './option-filter-fields.tsx';
import type { FilterValues } from './option-filters.ts';
import { activeFilterCount, filterOptions, readFilters } from './option-filters.ts';
import { columnOf } from './option-columns.ts';
import type { OptionSort } from './option-sort.ts';
import { sortOptions } from './option-sort.ts';
import { optionsCsv, optionsFileName } from './options-csv.ts';
import { OptionsTable } from './options-table.tsx';

export interface OpportunitiesPanelProps {
  answer: OptionResponse['data'];
  filters: FilterValues;
  onFiltersChange: (patch: Partial<FilterValues>) => void;
  onClearFilters: () => void;
  sort: OptionSort;
  onSortChange: (sort: OptionSort) => void;
  selected: string | null;
  onSelect: (row: OptionResponse['data']['option_data'][number]) => void;
}

/** The filters, how many contracts pass them, the CSV of those, and the table. */
export function OpportunitiesPanel({
  answer,
  filters,
  onFiltersChange,
  onClearFilters,
  sort,
  onSortChange,
  selected,
  onSelect,
}: OpportunitiesPanelProps) {
  const { filter, errors } = useMemo(() => readFilters(filters), [filters]);
  // Typing stays responsive on a server's chain of many thousand contracts: the table follows a moment later.
  const deferredFilter = useDeferredValue(filter);
  const rows = useMemo(() => filterOptions(answer.option_data, deferredFilter), [answer, deferredFilter]);
  const active = activeFilterCount(filter);
  const total = answer.option_data.length;
  const typed = Object.values(filters).some((v) => v.trim() !== '');

  const download = () => downloadCsv(optionsFileName(answer.as_of_date), optionsCsv(sortOptions(rows, sort)));

  return (
    <Paper component="section" aria-label="Put opportunities" variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <OptionFilterFields
        values={filters}
        errors={errors}
        tickers={answer.tickers}
        onChange={onFiltersChange}
        onClear={typed ? onClearFilters : undefined}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 2, mb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {formatWhole(rows.length)} of {formatWhole(total)} contracts
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sorted by {columnOf(sort.field).label}, {sort.direction === 'desc' ? 'highest first' : 'lowest first'}
            {active > 0 ? ` · ${active} ${active === 1 ? 'filter' : 'filters'} on` : ''}. Click a header to sort (the ?
            beside it says what the column means); click a row for its payoff at expiry.
          </Typography>
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={rows.length === 0}
          aria-label="Download the filtered contracts as CSV"
        >
          CSV
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        >
          No contract of the {formatWhole(total)} passes the filters.
        </Alert>
      ) : (
        <OptionsTable rows={rows} sort={sort} onSortChange={onSortChange} selected={selected} onSelect={onSelect} />
      )}
    </Paper>
  );
}
