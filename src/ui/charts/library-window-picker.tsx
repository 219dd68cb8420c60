import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePriceBars } from '../../client/queries.ts';
import { WindowPickerChart } from './window-picker-chart.tsx';

const HEIGHT = 170;

/** Says, in the chart's place, why there is no chart to drag on. */
export function ChartNote({ children }: { children: string }) {
  return (
    <Box
      role="note"
      sx={{
        minHeight: HEIGHT,
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

export interface LibraryWindowPickerProps {
  /** A symbol this browser's data library has. */
  symbol: string;
  start: string;
  end: string;
  onPick: (start: string, end: string) => void;
  colour: string;
  /** The chart's accessible name, from the first and last dates of the prices. */
  ariaLabel: (first: string, last: string) => string;
}

/** A symbol's whole price history from this browser's library, to drag a window on; loading and errors in its place. */
export function LibraryWindowPicker({ symbol, start, end, onPick, colour, ariaLabel }: LibraryWindowPickerProps) {
  const bars = usePriceBars(symbol);
  if (bars.isError)
    return <ChartNote>{`The prices of ${symbol} could not be loaded: ${bars.error.message}`}</ChartNote>;
  if (!bars.data)
    return <Skeleton variant="rounded" height={HEIGHT} role="status" aria-label={`Loading the prices of ${symbol}`} />;
  const { dates, close } = bars.data;
  if (dates.length < 2) return <ChartNote>{`${symbol} has too few prices to draw.`}</ChartNote>;
  return (
    <WindowPickerChart
      ariaLabel={ariaLabel(dates[0], dates[dates.length - 1])}
      dates={dates}
      close={close}
      start={start}
      end={end}
      onPick={onPick}
      colour={colour}
    />
  );
}
