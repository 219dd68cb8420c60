import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { BacktestResult, PriceBars, Trade } from '../../contract/index.ts';
import { ResultSection } from '../layout/result-section.tsx';
import type { TradeFocus } from './price-chart.tsx';
import { PriceChart } from './price-chart.tsx';
import { ReturnHistogramPanel } from './return-histogram-panel.tsx';
import type { NumberedTrade } from './sort-trades.ts';
import { TradeTable } from './trade-table.tsx';

export interface PriceAndTradeSectionsProps {
  result: BacktestResult;
  /** The symbol's bars for the price chart; without them the chart is replaced by `priceNote`. */
  priceBars: PriceBars | null | undefined;
  priceNote?: string;
  priceHeight?: number;
  /** Keep the reader's zoom across live re-runs; see TimeSeriesChart. */
  keepVisibleRange?: boolean;
}

/**
 * The price with the trades marked, the trade table (a row clicked moves the price chart to that trade and marks it)
 * and the spread of the returns. Without trades: the price chart alone.
 */
export function PriceAndTradeSections({
  result,
  priceBars,
  priceNote,
  priceHeight,
  keepVisibleRange,
}: PriceAndTradeSectionsProps) {
  const trades = result.Extra.trades;
  // The chosen trade, for these trades only: a live re-run's new trades start with none.
  const [chosen, setChosen] = useState<(TradeFocus & { trades: readonly Trade[] }) | null>(null);
  const focus = chosen?.trades === trades ? chosen : null;
  const chartRef = useRef<HTMLDivElement>(null);
  const from = result.Extra.dates[0] ?? '';
  const to = result.Extra.dates.at(-1) ?? result['BT End Date'];
  const select = (row: NumberedTrade) => {
    setChosen((prev) => ({ number: row.number, trade: row.trade, trades, at: (prev?.at ?? 0) + 1 }));
    chartRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <>
      <ResultSection title="Price and trades">
        {priceBars ? (
          <div ref={chartRef}>
            <PriceChart
              symbol={result.Symbol}
              bars={priceBars}
              trades={trades}
              from={from}
              to={to}
              height={priceHeight}
              keepVisibleRange={keepVisibleRange}
              focus={focus}
            />
            {focus && (
              <Button size="small" onClick={() => setChosen(null)}>
                Show the whole window
              </Button>
            )}
          </div>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {priceNote ?? 'No price bars came with this result, so the price chart is not shown.'}
          </Typography>
        )}
      </ResultSection>
      {trades.length > 0 && (
        <>
          <ResultSection title={`Trades (${trades.length})`}>
            <TradeTable
              trades={trades}
              fileName={`${result.Symbol}-${result.Frequency}-trades.csv`}
              selected={focus?.number ?? null}
              onSelect={priceBars ? select : undefined}
            />
          </ResultSection>
          <ResultSection title="Distribution of trade returns">
            <ReturnHistogramPanel
              returns={result['Each Return']}
              png={{
                name: 'the histogram of trade returns',
                screen: 'backtest',
                subject: result.Symbol,
                view: `${result.Frequency} trade returns`,
              }}
            />
          </ResultSection>
        </>
      )}
    </>
  );
}
