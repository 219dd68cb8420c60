import { z } from 'zod';
import type { AssetCorrRequest } from '../../contract/index.ts';
import { dateText, isDate } from './field-schemas.ts';

/** The asset-correlation form as typed, under the request's names; `symbols` are added to the spec's universe. */
export type AssetFormValues = {
  start_date: string;
  end_date: string;
  symbols: string[];
};

export type AssetField = keyof AssetFormValues;

export const ASSET_FIELD_LABELS: Record<AssetField, string> = {
  start_date: 'Start date',
  end_date: 'End date',
  symbols: 'Add symbols',
};

/** Years the bundled ETF closes (2008-2016) cover. */
export const ASSET_FORM_DEFAULTS: AssetFormValues = { start_date: '2010-01-01', end_date: '2016-06-30', symbols: [] };

export const MAX_ADDED_SYMBOLS = 40;

export const assetFormSchema = z
  .object({
    start_date: dateText(ASSET_FIELD_LABELS.start_date),
    end_date: dateText(ASSET_FIELD_LABELS.end_date),
    symbols: z.array(z.string()).max(MAX_ADDED_SYMBOLS, `Add at most ${MAX_ADDED_SYMBOLS} symbols to the universe.`),
  })
  .superRefine((v, ctx) => {
    if (isDate(v.start_date) && isDate(v.end_date) && v.start_date > v.end_date)
      ctx.addIssue({
        code: 'custom',
        path: ['start_date'],
        message: `The start date must not be after the end date (${v.end_date}).`,
      });
  })
  .transform((v): AssetCorrRequest => ({
    start_date: v.start_date,
    end_date: v.end_date,
    ...(v.symbols.length > 0 && { symbols: v.symbols }),
  }));
