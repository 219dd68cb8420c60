import { BumpArena } from './alloc.ts';

/** An arena grown past this is dropped rather than kept idle: a run on a few huge series should not pin its memory. */
const KEEP_AT_MOST_BYTES = 16 * 1024 * 1024;

const idle: BumpArena[] = [];

/**
 * Runs `use` with an arena of its own for working arrays that do not outlive it, then takes the arena back. A run's
 * intermediate arrays (a backtest's rule series) then come from one reused buffer instead of new typed arrays each
 * run, which Node and the browsers pay for in allocation and collection. Runs that overlap (async ones) each get
 * their own arena, so none resets another's arrays.
 */
export async function withScratchArena<T>(use: (arena: BumpArena) => Promise<T>): Promise<T> {
  const arena = idle.pop() ?? new BumpArena();
  try {
    return await use(arena);
  } finally {
    arena.reset();
    if (arena.capacityBytes <= KEEP_AT_MOST_BYTES) idle.push(arena);
  }
}
