import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { ScannerBacktestRequest } from '../../contract/index.ts';
import { checkScannerBacktestForm } from './form-check.ts';
import type { ScannerBacktestFormValues } from './form-values.ts';

/** The react-hook-form resolver: the form's own checks and the contract's schema; a passing form yields the request. */
export const scannerBacktestResolver: Resolver<ScannerBacktestFormValues, unknown, ScannerBacktestRequest> = (
  values,
  _context,
  options,
) => {
  const check = checkScannerBacktestForm(values);
  if (check.ok) return { values: check.body, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(check.errors)) flat[path] = { type: 'validate', message };
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
};
