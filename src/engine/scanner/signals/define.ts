import type { Direction, SignalCategory, SignalDefinition } from '../types.ts';

/** A maker of one category's definitions, so each group file names its category once. */
export function definer(category: SignalCategory) {
  return (name: string, direction: Direction, description: string): SignalDefinition =>
    Object.freeze({ name, category, direction, description });
}
