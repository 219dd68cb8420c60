import { useMemo } from 'react';
import { usePriceSymbols } from '../../client/analytics-queries.ts';
import { TickerField as SharedTickerField } from '../../ui/form/ticker-field.tsx';

export interface TickerFieldProps {
  value: string;
  onChange: (ticker: string) => void;
  error?: string;
}

const upperCase = (text: string) => text.toUpperCase();

/** A ticker: any typed symbol (upper-cased), with the price datasets of the data library offered as options. */
export function TickerField({ value, onChange, error }: TickerFieldProps) {
  const symbols = usePriceSymbols();
  const datasets = useMemo(() => new Map((symbols.data ?? []).map((d) => [d.symbol, d])), [symbols.data]);
  const help = symbols.isError
    ? 'The data library could not be listed; type a ticker'
    : datasets.size
      ? 'Pick a dataset of the data library or type a ticker'
      : 'A ticker the connection has prices for';
  const describe = (symbol: string) => {
    const d = datasets.get(symbol);
    return d && `${d.first} to ${d.last} · ${d.origin}`;
  };
  return (
    <SharedTickerField
      name="ticker"
      label="Ticker"
      value={value}
      onChange={onChange}
      options={[...datasets.keys()]}
      describe={describe}
      normalise={upperCase}
      loading={symbols.isPending}
      error={error}
      helperText={help}
      sx={{ minWidth: 200, flex: { sm: '1 1 200px' } }}
    />
  );
}
