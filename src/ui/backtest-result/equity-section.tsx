import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMemo, useRef, useState } from 'react';
import type { BacktestResult, DrawdownEpisode } from '../../contract/index.ts';
import { flagParam, ordinalParam } from '../address/address-codecs.ts';
import { useAddressState } from '../address/use-address-state.ts';
import { ResultSection } from '../layout/result-section.tsx';
import { DrawdownTable } from './drawdown-table.tsx';
import type { MarkedSpan } from './equity-series.ts';
import { EquityChart } from './equity-chart.tsx';

export interface EquitySectionProps {
  result: BacktestResult;
  height?: number;
  /** Keep the reader's zoom across live re-runs; see TimeSeriesChart. */
  keepVisibleRange?: boolean;
}

// In the address, so a shared link opens on the same scale and drawdown: `?log=1&drawdown=2`.
const LOG_SCALE = flagParam('log');
const DRAWDOWN = ordinalParam('drawdown');

/** The span of an episode on the chart: from its peak to its recovery, or to the end while it has not recovered. */
export function episodeSpan(e: DrawdownEpisode, index: number, lastDate: string): MarkedSpan {
  return { name: `Drawdown ${index + 1}`, from: e.peak_date, to: e.recovery_date ?? lastDate };
}

/** Equity against buy and hold and the benchmark, on a linear or log scale, with the deepest drawdowns under it. */
export function EquitySection({ result, height, keepVisibleRange }: EquitySectionProps) {
  const [logScale, setLogScale] = useAddressState(LOG_SCALE);
  const episodes = result.Extra.drawdowns;
  const [chosen, setChosen] = useAddressState(DRAWDOWN);
  // Which episode is shown, for these episodes only: a live re-run's new result starts with none.
  const [chosenFor, setChosenFor] = useState(episodes);
  if (chosenFor !== episodes) {
    setChosenFor(episodes);
    setChosen(null);
  }
  const index = chosenFor === episodes && chosen !== null && chosen < episodes.length ? chosen : null;
  // Counts the choices, so that a second click on the same episode zooms to it again after the reader moved away.
  const [at, setAt] = useState(0);
  const chartRef = useRef<HTMLDivElement>(null);
  const lastDate = result.Extra.dates.at(-1) ?? result['BT End Date'];
  const marked = useMemo(
    () => (index === null ? null : episodeSpan(episodes[index], index, lastDate)),
    [episodes, index, lastDate, at],
  );
  const select = (i: number) => {
    setChosen(i);
    setAt((n) => n + 1);
    chartRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };
  const controls = (
    <>
      <FormControlLabel
        control={<Switch size="small" checked={logScale} onChange={(_, on) => setLogScale(on)} />}
        label="Log scale"
      />
      {marked && (
        <Button size="small" onClick={() => setChosen(null)}>
          Show the whole window
        </Button>
      )}
    </>
  );
  return (
    <ResultSection title="Equity and drawdown">
      <div ref={chartRef}>
        <EquityChart
          result={result}
          height={height}
          keepVisibleRange={keepVisibleRange}
          logScale={logScale}
          marked={marked}
          controls={controls}
        />
      </div>
      <DrawdownTable
        episodes={episodes}
        selected={index}
        onSelect={select}
        fileName={`${result.Symbol}-${result.Frequency}-drawdowns.csv`}
      />
    </ResultSection>
  );
}
