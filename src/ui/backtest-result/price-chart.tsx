import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useChartPalette } from '../charts/use-chart-palette.ts';
import { useId, useMemo, useState } from 'react';
import type { PriceBars, Trade } from '../../contract/index.ts';
import type { ChartMarker } from '../charts/chart-data.ts';
import type { ChartSeries } from '../charts/chart-series.ts';
import { chartTime } from '../charts/chart-time.ts';
import type { VisibleSpan } from '../charts/chart-view.ts';
import { TimeSeriesChart } from '../charts/time-series-chart.tsx';
import { datesBetween } from './equity-series.ts';

/** Above this many trades the markers lose their words: a wall of "Entry" labels hides the price. */
const MAX_LABELLED_TRADES = 15;

export interface PriceChartProps {
  symbol: string;
  bars: PriceBars;
  trades: readonly Trade[];
  /** The backtest window (bar labels); bars outside it are not drawn. */
  from: string;
  to: string;
  /** Keep the reader's zoom when new trades arrive (live re-runs); see TimeSeriesChart. */
  keepVisibleRange?: boolean;
  /** Height of the chart in pixels. */
  height?: number;
  /** The trade to zoom to and mark (its number in time order); a new object zooms again, null shows the whole window. */
  focus?: TradeFocus | null;
}

export interface TradeFocus {
  number: number;
  trade: Trade;
  /** Counts the clicks, so that a second click on the same trade zooms to it again. */
  at: number;
}

function barsInWindow(bars: PriceBars, from: string, to: string): number[] {
  const lo = chartTime(from) ?? -Infinity;
  const hi = chartTime(to) ?? Infinity;
  const indices: number[] = [];
  bars.dates.forEach((d, i) => {
    const t = chartTime(d);
    if (t !== null && t >= lo && t <= hi) indices.push(i);
  });
  return indices;
}

/** The symbol's price over the backtest window with an up arrow at each entry and a down arrow at each exit. */
export function PriceChart({
  symbol,
  bars,
  trades,
  from,
  to,
  keepVisibleRange,
  height = 380,
  focus = null,
}: PriceChartProps) {
  const palette = useChartPalette();
  const [style, setStyle] = useState<'candles' | 'line'>('candles');
  const [span, setSpan] = useState<VisibleSpan | null>(null);
  const spanId = useId();
  const indices = useMemo(() => barsInWindow(bars, from, to), [bars, from, to]);

  // The bars and the markers apart: a live re-run brings new trades on the same bars, and only the markers change.
  const closes = useMemo(
    () => (style === 'line' ? indices.map((i) => ({ time: bars.dates[i], value: bars.close[i] })) : []),
    [bars, indices, style],
  );
  const candles = useMemo(
    () =>
      style === 'candles'
        ? indices.map((i) => ({
            time: bars.dates[i],
            open: bars.open[i],
            high: bars.high[i],
            low: bars.low[i],
            close: bars.close[i],
          }))
        : [],
    [bars, indices, style],
  );
  const focused = focus?.number ?? null;
  const markers = useMemo(() => {
    const labelled = trades.length <= MAX_LABELLED_TRADES;
    return trades.flatMap((t, i): ChartMarker[] => {
      // The trade chosen in the table is named on the chart, whatever the number of trades.
      const chosen = focused === i + 1;
      return [
        {
          time: t.entry_date,
          position: 'below',
          shape: 'arrowUp',
          color: palette.success.main,
          text: chosen ? `Trade ${i + 1} entry` : labelled ? 'Entry' : undefined,
        },
        {
          time: t.exit_date,
          position: 'above',
          shape: 'arrowDown',
          color: palette.error.main,
          text: chosen ? `Trade ${i + 1} exit` : labelled ? 'Exit' : undefined,
        },
      ];
    });
  }, [trades, focused, palette.success.main, palette.error.main]);
  const windowDates = useMemo(() => indices.map((i) => bars.dates[i]), [bars, indices]);
  const band = useMemo<ChartSeries | null>(
    () =>
      focus
        ? {
            kind: 'bands',
            name: `Trade ${focus.number}`,
            color: palette.warning.main,
            times: datesBetween(windowDates, focus.trade.entry_date, focus.trade.exit_date),
          }
        : null,
    [focus, windowDates, palette.warning.main],
  );
  const chartFocus = useMemo(
    () => (focus ? { from: focus.trade.entry_date, to: focus.trade.exit_date } : null),
    // A new click (`at`) is a new focus, even on the same trade.
    [focus],
  );

  const series = useMemo<ChartSeries[]>(() => {
    const price: ChartSeries =
      style === 'line'
        ? { kind: 'line', name: `${symbol} close`, color: palette.primary.main, data: closes, markers }
        : {
            kind: 'candlestick',
            name: symbol,
            upColor: palette.success.main,
            downColor: palette.error.main,
            data: candles,
            markers,
          };
    // The band first, so that the price is drawn over it.
    return band ? [band, price] : [price];
  }, [style, symbol, closes, candles, markers, band, palette.success.main, palette.error.main, palette.primary.main]);

  if (indices.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        The price bars of {symbol} have no bar between {from} and {to}, so there is no price chart.
      </Typography>
    );

  const description =
    `Price of ${symbol} from ${bars.dates[indices[0]]} to ${bars.dates[indices[indices.length - 1]]}, ` +
    `with ${trades.length} entries marked by up arrows and ${trades.length} exits by down arrows.`;

  return (
    <Box>
      <TimeSeriesChart
        controls={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={style}
            onChange={(_, v: 'candles' | 'line' | null) => v && setStyle(v)}
            aria-label="Price chart style"
          >
            <ToggleButton value="candles">Candles</ToggleButton>
            <ToggleButton value="line">Line</ToggleButton>
          </ToggleButtonGroup>
        }
        ariaLabel={description}
        series={series}
        height={height}
        keepVisibleRange={keepVisibleRange}
        focus={chartFocus}
        onVisibleSpanChange={setSpan}
        describedBy={spanId}
        png={{ name: 'the price chart', screen: 'backtest', subject: symbol, view: 'price' }}
      />
      <Typography id={spanId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {focus ? `Trade ${focus.number} shaded, ${focus.trade.entry_date} to ${focus.trade.exit_date}. ` : ''}
        {span ? `Showing ${span.from} to ${span.to}.` : ''}
      </Typography>
    </Box>
  );
}
