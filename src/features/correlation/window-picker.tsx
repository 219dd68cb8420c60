import { ChartNote, LibraryWindowPicker } from '../../ui/charts/library-window-picker.tsx';

export interface WindowPickerProps {
  /** "Reference" or "Comparison". */
  sideLabel: string;
  /** A symbol the data library has (the caller checks), or null when it has none. */
  symbol: string | null;
  typedSymbol: string;
  /** The data library's list is still being read: whether it has the symbol is not known yet. */
  loading?: boolean;
  start: string;
  end: string;
  onPick: (start: string, end: string) => void;
  colour: string;
}

/** The symbol's whole price history from this browser's library, to drag a window on. */
export function WindowPicker({
  sideLabel,
  symbol,
  typedSymbol,
  loading = false,
  start,
  end,
  onPick,
  colour,
}: WindowPickerProps) {
  if (!symbol && loading) return <ChartNote>Reading this browser’s data library…</ChartNote>;
  if (!symbol)
    return (
      <ChartNote>
        {typedSymbol
          ? `No price chart: ${typedSymbol} is not in this browser's data library. Type the dates instead.`
          : 'Name a symbol to see its price history here.'}
      </ChartNote>
    );
  return (
    <LibraryWindowPicker
      symbol={symbol}
      start={start}
      end={end}
      onPick={onPick}
      colour={colour}
      ariaLabel={(first, last) =>
        `${symbol} close from ${first} to ${last}, the ${sideLabel.toLowerCase()} window ${start} to ${end} shaded; drag across it to pick another window`
      }
    />
  );
}
