import { LibraryWindowPicker } from '../../ui/charts/library-window-picker.tsx';

export interface TemplateWindowChartProps {
  /** A symbol this browser's data library has. */
  symbol: string;
  start: string;
  end: string;
  onPick: (start: string, end: string) => void;
}

/** The symbol's whole price history from this browser's library, to drag the template window on. */
export function TemplateWindowChart({ symbol, start, end, onPick }: TemplateWindowChartProps) {
  const chosen = start && end ? `the template window ${start} to ${end} shaded` : 'no window chosen yet';
  return (
    <LibraryWindowPicker
      symbol={symbol}
      start={start}
      end={end}
      onPick={onPick}
      colour="#1e88e5"
      ariaLabel={(first, last) =>
        `${symbol} close from ${first} to ${last}, ${chosen}; drag across it to pick the template window`
      }
    />
  );
}
