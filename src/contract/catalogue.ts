import { z } from 'zod';

export const INDICATOR_TYPES = ['optix', 'trend', 'reltrend', 'other'] as const;
export const UPDATE_FREQUENCIES = ['Daily', 'Weekly', 'Monthly'] as const;

/** Spec 2.10. */
export const CatalogueItemSchema = z.object({
  chart_name: z.string(),
  url: z.string(),
  market_symbol: z.string(),
  type: z.enum(INDICATOR_TYPES),
  updated: z.enum(UPDATE_FREQUENCIES),
});
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;

export const CatalogueQuerySchema = z.object({
  q: z.string().optional(),
  type: z.enum(INDICATOR_TYPES, { error: `type must be one of: ${INDICATOR_TYPES.join(', ')}` }).optional(),
  symbol: z.string().optional(),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

/** Spec 2.11: one entry of the metadata object, which is keyed by indicator code. */
export const IndicatorMetadataEntrySchema = z.object({
  sentiment: z.string(),
  description: z.string(),
  opt_extreme: z.number(),
  pess_extreme: z.number(),
  contrary: z.string(),
  premium: z.string(),
  chart_type: z.string(),
  updated: z.string(),
});
export type IndicatorMetadataEntry = z.infer<typeof IndicatorMetadataEntrySchema>;

export const IndicatorMetadataSchema = z.record(z.string(), IndicatorMetadataEntrySchema);
export type IndicatorMetadata = z.infer<typeof IndicatorMetadataSchema>;

export const MetadataQuerySchema = z.object({
  indicator: z
    .string({ error: 'indicator is required (the url of a catalogue item)' })
    .min(1, 'indicator is required (the url of a catalogue item)'),
});
