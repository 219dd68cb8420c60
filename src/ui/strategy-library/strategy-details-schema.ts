import { z } from 'zod';
import { parseTagText } from './tag-text.ts';

/** A library entry's name, tags and note as typed; a request trims them and reads the tags off the comma list. */
export const strategyDetailsSchema = z.object({
  name: z.string().trim().min(1, 'Give the strategy a name.'),
  tags: z.string().transform(parseTagText),
  note: z.string().trim(),
});

export type StrategyDetailsValues = z.input<typeof strategyDetailsSchema>;
export type StrategyDetails = z.output<typeof strategyDetailsSchema>;
