import type { DatasetSummary } from '../../contract/index.ts';
import { TickerField } from '../../ui/form/ticker-field.tsx';

export interface SymbolFieldProps {
  value: string;
  onChange: (symbol: string) => void;
  /** The price datasets of this browser's library (empty on a server connection: any symbol may be typed). */
  datasets: ReadonlyMap<string, DatasetSummary>;
  error?: string;
}

/** The symbol to search: one of the library's datasets, or any typed ticker (upper case, no spaces). */
export function SymbolField({ value, onChange, datasets, error }: SymbolFieldProps) {
  const known = datasets.get(value);
  const help = known
    ? `Prices from ${known.first} to ${known.last}`
    : datasets.size
      ? 'Pick a dataset of the data library or type a ticker'
      : 'A ticker the connection has prices for';
  const describe = (symbol: string) => {
    const d = datasets.get(symbol);
    return d && `${d.first} to ${d.last}`;
  };
  return (
    <TickerField
      label="Symbol"
      value={value}
      onChange={onChange}
      options={[...datasets.keys()]}
      describe={describe}
      error={error}
      helperText={help}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}
