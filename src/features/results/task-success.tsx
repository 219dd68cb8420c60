import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useConnection } from '../../client/connection.tsx';
import { usePriceBars } from '../../client/queries.ts';
import type { BacktestResult, BacktestTask } from '../../contract/index.ts';
import { BacktestResultView } from '../../ui/backtest-result/backtest-result-view.tsx';
import { csvRowsToBars } from './csv-rows-to-bars.ts';
import { StrategyWordsSection } from './strategy-words-section.tsx';

/** Bars from the browser's data library; a symbol it does not have hides the price chart with a note. */
function WithLibraryBars({ result }: { result: BacktestResult }) {
  const symbol = result.Symbol;
  const bars = usePriceBars(symbol);
  const note = bars.isPending
    ? `Loading the price bars of ${symbol}…`
    : bars.isError
      ? `The price bars of ${symbol} could not be loaded (${bars.error.message}), so the price chart is hidden.`
      : undefined;
  return <BacktestResultView result={result} priceBars={bars.data ?? null} priceNote={note} />;
}

/** A SUCCESS task's result, under the strategy it ran in plain words. */
export function TaskSuccess({ task, result }: { task: BacktestTask; result: BacktestResult }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StrategyWordsSection task={task} />
      <ResultWithBars task={task} result={result} />
    </Box>
  );
}

/** The result view, with the price bars found where the task's data came from. */
function ResultWithBars({ task, result }: { task: BacktestTask; result: BacktestResult }) {
  const { library } = useConnection();
  const csvMode = task.params.csv_mode === true;
  const csvBars = useMemo(() => (csvMode ? csvRowsToBars(task.params.csv_data) : null), [csvMode, task.params]);
  if (csvMode)
    return (
      <BacktestResultView
        result={result}
        priceBars={csvBars}
        priceNote="The CSV rows sent with this task hold no readable price bars, so the price chart is hidden."
      />
    );
  // Only the "In this browser" connection has a data library; a server's bars are not part of its HTTP contract.
  if (!library)
    return (
      <BacktestResultView
        result={result}
        priceBars={null}
        priceNote={`This connection does not serve price bars, so the price chart of ${result.Symbol} is hidden.`}
      />
    );
  return <WithLibraryBars result={result} />;
}
