import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorFields } from '../../client/api-error.ts';

/**
 * Puts what the service refused under the fields it names (`symbols: no price data for NOPE`), as well as in the
 * alert over the results: the form's fields carry the request's names, so a path's first part is the field.
 */
export function useServiceFieldErrors<V extends FieldValues, R>(
  form: UseFormReturn<V, unknown, R>,
  error: Error | null,
  fields: readonly string[],
): void {
  useEffect(() => {
    if (!error) return;
    const byField = new Map<string, string[]>();
    for (const { path, message } of errorFields(error)) {
      const field = path.split('.')[0];
      if (fields.includes(field)) byField.set(field, [...(byField.get(field) ?? []), message]);
    }
    for (const [field, messages] of byField)
      form.setError(field as Path<V>, { type: 'server', message: messages.join('; ') });
    // The field list is fixed per form, and the form object stable: a new error is what sets them again.
  }, [error, form, fields]);
}
