import { z } from 'zod';
import { PBO_BLOCKS, SweepCellSchema } from '../../contract/index.ts';
import { packedSummaryLength, unpackSummary } from '../../engine/research/return-summary.ts';
import type { SweepSliceCell } from '../ports.ts';

/**
 * How many numbers each cell takes in a packed slice's `returns`: its return summary (summariseEquityInto), or NaN
 * first when the cell was not measured (it failed, or had fewer returns than blocks).
 */
export const PACKED_CELL_LENGTH = packedSummaryLength(PBO_BLOCKS);

/**
 * A slice's cells as they cross between threads: the cells without their return summaries, and the summaries packed
 * in one Float64Array (null when the job asked for none). One Float64Array crosses as a copy of its bytes, where
 * 10,000 summaries of 52 numbers cost a structured clone and a parse of 520,000 numbers one by one.
 */
export const PackedSliceCellsSchema = z
  .object({ cells: z.array(SweepCellSchema), returns: z.instanceof(Float64Array).nullable() })
  .refine(({ cells, returns }) => returns === null || returns.length === cells.length * PACKED_CELL_LENGTH, {
    message: `the return summaries are not ${PACKED_CELL_LENGTH} numbers per cell`,
    path: ['returns'],
  });
export type PackedSliceCells = z.infer<typeof PackedSliceCellsSchema>;

/** The cells of a packed slice, each measured one with its `returns` summary, as a slice answers in one thread. */
export function unpackSliceCells({ cells, returns }: PackedSliceCells): SweepSliceCell[] {
  if (returns === null) return cells;
  return cells.map((cell, i) => {
    const at = i * PACKED_CELL_LENGTH;
    return Number.isNaN(returns[at]) ? cell : { ...cell, returns: unpackSummary(returns, at, PBO_BLOCKS) };
  });
}
