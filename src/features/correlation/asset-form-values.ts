import type { AssetCorrRequest } from '../../contract/index.ts';
import type { FormCheck } from './form-check.ts';
import { dateProblem, verdict } from './form-check.ts';

export interface AssetFormValues {
  startDate: string;
  endDate: string;
}

export type AssetField = keyof AssetFormValues;

export const ASSET_FIELD_LABELS: Record<AssetField, string> = { startDate: 'Start date', endDate: 'End date' };

export const ASSET_BODY_LABELS: Record<string, string> = {
  start_date: ASSET_FIELD_LABELS.startDate,
  end_date: ASSET_FIELD_LABELS.endDate,
};

/** Years the bundled ETF closes (2008-2016) cover. */
export const ASSET_FORM_DEFAULTS: AssetFormValues = { startDate: '2010-01-01', endDate: '2016-06-30' };

export function checkAssetForm(v: AssetFormValues): FormCheck<AssetCorrRequest, AssetField> {
  const errors: Partial<Record<AssetField, string>> = {};
  const start = dateProblem(ASSET_FIELD_LABELS.startDate, v.startDate);
  const end = dateProblem(ASSET_FIELD_LABELS.endDate, v.endDate);
  if (start) errors.startDate = start;
  if (end) errors.endDate = end;
  if (!start && !end && v.startDate > v.endDate)
    errors.startDate = `The start date must not be after the end date (${v.endDate}).`;
  return verdict(errors, () => ({ start_date: v.startDate, end_date: v.endDate }));
}
