import { useState } from 'react';

/** The page sizes a table offers; a table no longer than the first has no pager. */
export const PAGE_SIZES: readonly number[] = [25, 100, 500];

export interface PagerState {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * One page of the rows, and the pager's state. Past the end (the rows got fewer) it shows the last page; a new page
 * size starts again at the first.
 */
export function usePagedRows<Row>(rows: readonly Row[], firstPageSize = PAGE_SIZES[0]) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(firstPageSize);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const start = shownPage * pageSize;
  const pager: PagerState = {
    count: rows.length,
    page: shownPage,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(0);
    },
  };
  return {
    /** The rows of the page shown. */
    shown: rows.slice(start, start + pageSize),
    /** The index (in `rows`) of the first row shown. */
    start,
    /** Back to the first page, e.g. on a new order. */
    toFirstPage: () => setPage(0),
    pager,
  };
}
