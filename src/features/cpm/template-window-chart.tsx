import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { usePriceBars } from '../../client/queries.ts';
import { WindowPickerChart } from '../../ui/charts/window-picker-chart.tsx';

export interface TemplateWindowChartProps {
  /** A symbol this browser's data library has. */
  symbol: string;
  start: string;
  end: string;
  onPick: (start: string, end: string) => void;
}

const HEIGHT = 170;

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

/** The symbol's whole price history from this browser's library, to drag the template window on. */
export function TemplateWindowChart({ symbol, start, end, onPick }: TemplateWindowChartProps) {
  const bars = usePriceBars(symbol);
  if (bars.isError)
    return <ChartNote>{`The prices of ${symbol} could not be loaded: ${bars.error.message}`}</ChartNote>;
  if (!bars.data)
    return <Skeleton variant="rounded" height={HEIGHT} role="status" aria-label={`Loading the prices of ${symbol}`} />;
  const { dates, close } = bars.data;
  if (dates.length < 2) return <ChartNote>{`${symbol} has too few prices to draw.`}</ChartNote>;
  const chosen = start && end ? `the template window ${start} to ${end} shaded` : 'no window chosen yet';
  return (
    <WindowPickerChart
      ariaLabel={`${symbol} close from ${dates[0]} to ${dates[dates.length - 1]}, ${chosen}; drag across it to pick the template window`}
      dates={dates}
      close={close}
      start={start}
      end={end}
      onPick={onPick}
      colour="#1e88e5"
    />
  );
}
