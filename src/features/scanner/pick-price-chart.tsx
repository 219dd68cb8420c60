import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useConnection } from '../../client/connection.tsx';
import { usePriceBars } from '../../client/queries.ts';
import type { ScannerItem } from '../../contract/index.ts';
import { TimeSeriesChart } from '../../ui/charts/time-series-chart.tsx';
import { pickChart } from './pick-chart.ts';
import { formatFixed, formatNumber } from '../../ui/table/format.ts';

function Note({ children }: { children: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}

function LibraryPickChart({ item }: { item: ScannerItem }) {
  const bars = usePriceBars(item.Symbol);
  const chart = useMemo(() => (bars.data ? pickChart(bars.data, item) : null), [bars.data, item]);
  if (bars.isError) return <Note>{`The prices of ${item.Symbol} could not be loaded: ${bars.error.message}`}</Note>;
  if (!bars.data)
    return (
      <Skeleton variant="rounded" height={280} role="status" aria-label={`Loading the prices of ${item.Symbol}`} />
    );
  if (!chart) return <Note>{`The prices of ${item.Symbol} in this browser have no bar on ${item.Date}.`}</Note>;
  const levels =
    chart.target !== null && chart.stop !== null
      ? `profit target ${formatFixed(chart.target)} and stop loss ${formatFixed(chart.stop)}`
      : '';
  return (
    <Box>
      <TimeSeriesChart
        ariaLabel={`${item.Symbol} close from ${chart.first} to ${chart.last}, the ${item._Signal} signal marked on ${item.Date}${
          chart.planDrawn && levels ? `, with the ${levels} over the holding period` : ''
        }`}
        series={chart.series}
        height={280}
        png={{ name: 'the price chart', screen: 'scanner', subject: item.Symbol, view: `${item._Signal} ${item.Date}` }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        The arrow marks the signal bar ({item.Date}, close {formatNumber(item.Close)}).{' '}
        {chart.planDrawn
          ? 'The dashed lines are the plan’s profit target and stop loss over the days it allows in the market.'
          : `It is the last bar of the data, so the plan’s levels (${levels || 'see the figures above'}) are still ahead.`}{' '}
        Scroll or pinch on the chart to zoom.
      </Typography>
    </Box>
  );
}

/**
 * The pick's symbol around its date, from this browser's data library. A server's scanner answers carry no price bars
 * and its HTTP contract has no bars endpoint, so on a server the drawer says so instead of drawing.
 */
export function PickPriceChart({ item }: { item: ScannerItem }) {
  const { library, label } = useConnection();
  if (!library)
    return (
      <Note>
        {`The price chart needs this browser’s data library: you are connected to ${label}, and its scanner answers carry no price bars. Switch to “In this browser” in Settings to see the chart of ${item.Symbol}.`}
      </Note>
    );
  return <LibraryPickChart item={item} />;
}
