import type { ReactNode } from 'react';
import { TickerField as SharedTickerField } from '../../ui/form/ticker-field.tsx';
import type { TickerOptions } from './use-ticker-options.ts';
import { dataSpan } from './use-ticker-options.ts';

export interface TickerFieldProps {
  label: string;
  value: string;
  onChange: (symbol: string) => void;
  tickers: TickerOptions;
  error?: string | null;
  helperText?: ReactNode;
}

/** One symbol: pick one of the library's or type any (upper-cased as typed). */
export function TickerField({ tickers, ...props }: TickerFieldProps) {
  const describe = (symbol: string) => {
    const info = tickers.info(symbol);
    return info && dataSpan(info);
  };
  return (
    <SharedTickerField
      {...props}
      options={tickers.symbols}
      describe={describe}
      optionLayout="inline"
      sx={{ minWidth: 160 }}
    />
  );
}
