import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePriceBars } from '../../client/queries.ts';
import { WindowPickerChart } from '../../ui/charts/window-picker-chart.tsx';

export interface WindowPickerProps {
  /** "Reference" or "Comparison". */
  sideLabel: string;
  /** A symbol the data library has (the caller checks), or null when it has none. */
  symbol: string | null;
  typedSymbol: string;
  start: string;
  end: string;
  onPick: (start: string, end: string) => void;
  colour: string;
}

function Note({ children }: { children: string }) {
  return (
    <Box
      sx={{
        height: 170,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The symbol's whole price history from this browser's library, to drag a window on. */
export function WindowPicker({ sideLabel, symbol, typedSymbol, start, end, onPick, colour }: WindowPickerProps) {
  const bars = usePriceBars(symbol);
  if (!symbol)
    return (
      <Note>
        {typedSymbol
          ? `No price chart: ${typedSymbol} is not in this browser's data library. Type the dates instead.`
          : 'Name a symbol to see its price history here.'}
      </Note>
    );
  if (bars.isError) return <Note>{`The prices of ${symbol} could not be loaded: ${bars.error.message}`}</Note>;
  if (!bars.data)
    return <Skeleton variant="rounded" height={170} aria-label={`Loading the prices of ${symbol}`} role="status" />;
  const { dates, close } = bars.data;
  if (dates.length < 2) return <Note>{`${symbol} has too few prices to draw.`}</Note>;
  return (
    <WindowPickerChart
      ariaLabel={`${symbol} close from ${dates[0]} to ${dates[dates.length - 1]}, the ${sideLabel.toLowerCase()} window ${start} to ${end} shaded; drag across it to pick another window`}
      dates={dates}
      close={close}
      start={start}
      end={end}
      onPick={onPick}
      colour={colour}
    />
  );
}
