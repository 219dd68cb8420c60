/** A body cell: on one line, digits of equal width so numbers line up. */
export const BODY_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** How a table's first column stays in view while the others scroll sideways: as is, or with a line at its edge. */
export type StickyFirst = 'plain' | 'divided';

/**
 * The style of a first-column cell that stays in view while the table scrolls sideways (a wide table on a phone). The
 * header cell sits above the sticky header row and the body cells that scroll under it.
 */
export function stickyFirstCell(part: 'head' | 'body', sticky: StickyFirst) {
  return {
    position: 'sticky',
    left: 0,
    zIndex: part === 'head' ? 3 : 1,
    bgcolor: 'background.paper',
    ...(sticky === 'divided' && { borderRight: 1, borderRightColor: 'divider' }),
  } as const;
}

/**
 * The style of the sorted column's cells in a table wider than the screen: when the column lies beyond the right
 * edge it stays pinned there, so the figures the rows are ranked by are always in view; scrolled to, it sits in place.
 */
export function stickySortedCell(part: 'head' | 'body') {
  return {
    position: 'sticky',
    right: 0,
    zIndex: part === 'head' ? 3 : 1,
    bgcolor: 'background.paper',
    borderLeft: 1,
    borderLeftColor: 'divider',
  } as const;
}
