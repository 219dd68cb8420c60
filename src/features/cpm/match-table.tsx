import type { CpmMatchRecord } from '../../contract/index.ts';
import type { SortableColumn } from '../../ui/table/sortable-table.tsx';
import { SortableTable } from '../../ui/table/sortable-table.tsx';
import { formatPercent, formatFixed } from '../../ui/table/format.ts';

/** A match with its rank (1 = the highest correlation), which stays with it whatever the table is sorted by. */
interface RankedMatch {
  rank: number;
  match: CpmMatchRecord;
}

const COLUMNS: SortableColumn<RankedMatch>[] = [
  { label: '#', value: (r) => r.rank, numeric: true },
  { label: 'Start', value: (r) => r.match.StartDate },
  { label: 'End', value: (r) => r.match.EndDate },
  { label: 'Correlation', value: (r) => r.match.Corr, render: (r) => formatPercent(r.match.Corr), numeric: true },
  { label: 'Close at end', value: (r) => r.match.Close, render: (r) => formatFixed(r.match.Close), numeric: true },
  { label: 'Bars', value: (r) => r.match.BarsNum, numeric: true },
];

export interface MatchTableProps {
  matches: readonly CpmMatchRecord[];
  fileName: string;
}

/** Every match, best first, sortable by each column. */
export function MatchTable({ matches, fileName }: MatchTableProps) {
  const rows = matches.map((match, i) => ({ rank: i + 1, match }));
  return (
    <SortableTable
      ariaLabel="Matches"
      columns={COLUMNS}
      rows={rows}
      fileName={fileName}
      pageLabel="Matches per page"
      note="Numbered by correlation, highest first; click a heading to sort."
    />
  );
}
