import Autocomplete from '@mui/material/Autocomplete';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { TickerInput } from '../../ui/form/ticker-field.tsx';
import { splitTickers } from './tickers.ts';
import type { TickerOptions } from '../../ui/form/library-tickers.ts';

export interface TickersFieldProps {
  label: string;
  value: string[];
  onChange: (symbols: string[]) => void;
  tickers: TickerOptions;
  /** The symbols offered; the library's by default. */
  options?: readonly string[];
  placeholder?: string;
  error?: string | null;
  helperText?: ReactNode;
}

/**
 * Several symbols as chips: pick from the library or type any; a comma, a space, Enter or leaving the field turns
 * what was typed into chips, so nothing typed is lost when Run is pressed straight away.
 */
export function TickersField({
  label,
  value,
  onChange,
  tickers,
  options = tickers.symbols,
  placeholder = 'AAPL, MSFT',
  error,
  helperText,
}: TickersFieldProps) {
  const [input, setInput] = useState('');
  const commit = (text: string) => {
    if (text.trim()) onChange(splitTickers([...value, text]));
    setInput('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      filterSelectedOptions
      options={options}
      value={value}
      onChange={(_, next) => onChange(splitTickers(next))}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return;
        if (/[\s,;]$/.test(text)) commit(text);
        else setInput(text.toUpperCase());
      }}
      onBlur={() => commit(input)}
      renderInput={(params) => (
        <TickerInput
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          placeholder={value.length ? undefined : placeholder}
        />
      )}
      sx={{ minWidth: 240, flexGrow: 1 }}
    />
  );
}
