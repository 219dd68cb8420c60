import TablePagination from '@mui/material/TablePagination';
import type { PagerState } from './use-paged-rows.ts';
import { PAGE_SIZES } from './use-paged-rows.ts';

export interface TablePagerProps extends PagerState {
  /** What a page of rows is called, e.g. "Trades per page". */
  label: string;
}

/** The pager under a table; none while every row fits the smallest page. */
export function TablePager({ count, page, pageSize, onPageChange, onPageSizeChange, label }: TablePagerProps) {
  if (count <= PAGE_SIZES[0]) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, p) => onPageChange(p)}
      onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={label}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
    />
  );
}
