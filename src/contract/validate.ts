import { z } from 'zod';
import { RULE_TYPES } from './strategy.ts';

export const EncodedSignalSchema = z.object({ code: z.string(), signal_name: z.string() });
export type EncodedSignal = z.infer<typeof EncodedSignalSchema>;

export const CondEntrySchema = z.object({
  newCondition: z.number().int(),
  conditionPeriod: z.string(),
  ma_type: z.string(),
});
export type CondEntry = z.infer<typeof CondEntrySchema>;

export const EncodedBlockSchema = z.object({
  rule_type: z.enum(RULE_TYPES),
  signals: z.array(EncodedSignalSchema),
  cond: z.array(CondEntrySchema),
});
export type EncodedBlock = z.infer<typeof EncodedBlockSchema>;

/** Spec 4.2. */
export const ValidateResponseSchema = z.object({
  status: z.literal('valid'),
  user_supplied: z.record(z.string(), z.unknown()),
  defaults_applied: z.record(z.string(), z.unknown()),
  entry: EncodedBlockSchema,
  exit: EncodedBlockSchema,
  warnings: z.array(z.string()),
});
export type ValidateResponse = z.infer<typeof ValidateResponseSchema>;
