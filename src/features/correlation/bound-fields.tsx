import type { FieldPath, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import type { ReactNode } from 'react';
import { TickerField } from '../../ui/form/ticker-field.tsx';
import { DateField } from './date-field.tsx';
import { TickersField } from './tickers-field.tsx';
import type { TickerOptions } from '../../ui/form/library-tickers.ts';

/*
 * The correlation forms' fields bound to the form around them (react-hook-form's FormProvider): each shows its
 * value, writes what is typed, and shows the schema's (or the service's) message for it.
 */

interface BoundProps<V extends FieldValues, T> {
  name: FieldPathByValue<V, T>;
  label: string;
  helperText?: ReactNode;
}

/** `deps`: fields checked again when this one changes (a start date whose message names this end date). */
export function FormDateField<V extends FieldValues>({
  name,
  label,
  helperText,
  deps,
}: BoundProps<V, string> & { deps?: FieldPath<V>[] }) {
  const { field, fieldState } = useController<V>({ name, rules: { deps } });
  return (
    <DateField
      label={label}
      name={field.name}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      helperText={helperText}
    />
  );
}

export function FormTickerField<V extends FieldValues>({
  name,
  label,
  helperText,
  tickers,
}: BoundProps<V, string> & { tickers: TickerOptions }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <TickerField
      label={label}
      value={field.value as string}
      onChange={field.onChange}
      library={tickers}
      optionLayout="inline"
      error={fieldState.error?.message}
      helperText={helperText}
      sx={{ minWidth: 160 }}
    />
  );
}

export function FormTickersField<V extends FieldValues>({
  name,
  label,
  helperText,
  tickers,
  options,
  placeholder,
}: BoundProps<V, string[]> & { tickers: TickerOptions; options?: readonly string[]; placeholder?: string }) {
  const { field, fieldState } = useController<V>({ name });
  return (
    <TickersField
      label={label}
      value={field.value as string[]}
      onChange={field.onChange}
      tickers={tickers}
      options={options}
      placeholder={placeholder}
      error={fieldState.error?.message}
      helperText={helperText}
    />
  );
}
