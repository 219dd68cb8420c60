import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { StrategyParamsRequest, SweepCell, SweepMetric, SweepResult } from '../../contract/index.ts';
import { isStrategyRequest, metricLabel, SWEEP_METRICS } from '../../contract/index.ts';
import { DownloadBar } from '../../ui/table/download-bar.tsx';
import { downloadCsv } from '../../ui/table/csv-file.ts';
import { SweepCellDetails } from './sweep-cell-details.tsx';
import {
  cellAt,
  colourScale,
  combinationText,
  gridOf,
  metricOf,
  neighbourhood1d,
  neighbourhood2d,
  strategySubject,
  sweepCsv,
  valueText,
} from './sweep-grid.ts';
import { HeatLegend, SweepHeatMap } from './sweep-heat-map.tsx';
import { SweepBestLine } from './sweep-best-line.tsx';
import { SweepLine } from './sweep-line.tsx';
import { SweepOverfittingPanel } from './sweep-overfitting-panel.tsx';
import { SweepSymbolTable } from './sweep-symbol-table.tsx';
import { axisLabel } from './sweepable-fields.ts';
import { useOpenCombination } from './use-open-combination.tsx';

export interface SweepResultViewProps {
  result: SweepResult;
  /** The strategy the sweep varied (its request's `strategy`). */
  strategy: Record<string, unknown>;
  /** Puts one combination's strategy in the builder, with a note naming its values. */
  openStrategy: (request: StrategyParamsRequest, note: string) => void;
  /** A name for the CSV file, e.g. the task id. */
  fileName?: string;
}

interface Pointed {
  cell: SweepCell;
  /** Its neighbourhood average, when that view is on. */
  average?: number | null;
}

/**
 * The details of the pointed cell, kept here so that moving over a grid of 10,000 buttons redraws this panel only.
 * `connect` hands the parent the setter; a new metric or view clears what was shown.
 */
function PointedDetails({
  connect,
  labels,
  metric,
  neighbourhood,
}: {
  connect: (set: (p: Pointed | null) => void) => void;
  labels: readonly string[];
  metric: SweepMetric;
  neighbourhood: boolean;
}) {
  const [pointed, setPointed] = useState<Pointed | null>(null);
  useEffect(() => connect(setPointed), [connect]);
  useEffect(() => setPointed(null), [metric, neighbourhood]);
  return (
    <SweepCellDetails labels={labels} cell={pointed?.cell ?? null} metric={metric} neighbourhood={pointed?.average} />
  );
}

/**
 * A sweep's result, in the builder and on the task's page: a line (one axis), a heat map (two; a slider picks the
 * third axis's value), or the table of symbols (a sweep of the symbol alone). Every combination opens in the builder.
 */
export function SweepResultView({ result, strategy, openStrategy, fileName = 'sweep' }: SweepResultViewProps) {
  const [metric, setMetric] = useState<SweepMetric>(result.metric);
  const [neighbourhood, setNeighbourhood] = useState(false);
  const [slice, setSlice] = useState(0);
  const setPointed = useRef<(p: Pointed | null) => void>(() => undefined);
  const connect = useCallback((set: (p: Pointed | null) => void) => {
    setPointed.current = set;
  }, []);
  const point = useCallback((p: Pointed) => setPointed.current(p), []);
  const sliderLabel = useId();
  const labels = useMemo(
    () => result.axes.map((a) => (isStrategyRequest(strategy) ? axisLabel(strategy, a.path) : a.path)),
    [result.axes, strategy],
  );

  const combination = useOpenCombination(strategy, result.axes, openStrategy);
  const open = (cell: SweepCell) =>
    combination.open(cell.values, `Opened the sweep's combination ${combinationText(result.axes, cell.values)}.`);
  const download = () => downloadCsv(`${fileName}-cells.csv`, sweepCsv(result));

  const best = result.best === null ? undefined : result.cells[result.best];
  const dims = result.axes.length;
  const symbolsOnly = dims === 1 && result.axes[0].path === 'symbol';
  const thirdIndex = Math.min(slice, (result.axes[2]?.values.length ?? 1) - 1);

  let body;
  if (symbolsOnly) {
    body = <SweepSymbolTable cells={result.cells} metric={metric} minTrades={result.min_trades} onOpen={open} />;
  } else if (dims === 1) {
    const cells = result.axes[0].values.map((_, i) => cellAt(result, [i]));
    const raw = cells.map((c) => metricOf(c, metric));
    const averaged = neighbourhood ? neighbourhood1d(raw) : null;
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' } }}>
        <SweepLine
          axisLabel={labels[0]}
          values={result.axes[0].values}
          cells={cells}
          metric={metric}
          raw={raw}
          averaged={averaged}
          minTrades={result.min_trades}
          onOpen={open}
          onPoint={(cell, i) => point({ cell, average: averaged ? averaged[i] : undefined })}
        />
        <PointedDetails connect={connect} labels={labels} metric={metric} neighbourhood={neighbourhood} />
      </Box>
    );
  } else {
    const cells = gridOf(result, thirdIndex);
    const raw = cells.map((row) => row.map((c) => metricOf(c, metric)));
    const shown = neighbourhood ? neighbourhood2d(raw) : raw;
    const scale = colourScale(metric, shown.flat());
    const third = dims > 2 ? ` at ${labels[2]} ${valueText(result.axes[2].values[thirdIndex])}` : '';
    const caption = `${metricLabel[metric]}${neighbourhood ? ' (neighbourhood average)' : ''} by ${labels[0]} (rows) and ${labels[1]} (columns)${third}`;
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {dims > 2 && (
          <Box sx={{ px: 1, maxWidth: 480 }}>
            <Typography id={sliderLabel} variant="body2" gutterBottom>
              {labels[2]}: {valueText(result.axes[2].values[thirdIndex])}
            </Typography>
            <Slider
              aria-labelledby={sliderLabel}
              value={thirdIndex}
              min={0}
              max={result.axes[2].values.length - 1}
              step={1}
              marks
              getAriaValueText={(i) => `${labels[2]} ${valueText(result.axes[2].values[i])}`}
              valueLabelDisplay="auto"
              valueLabelFormat={(i) => valueText(result.axes[2].values[i])}
              onChange={(_, v) => setSlice(v as number)}
            />
          </Box>
        )}
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' } }}
        >
          <Box sx={{ display: 'grid', gap: 1, minWidth: 0, alignContent: 'start' }}>
            <SweepHeatMap
              caption={caption}
              rowLabel={labels[0]}
              columnLabel={labels[1]}
              rowValues={result.axes[0].values}
              columnValues={result.axes[1].values}
              cells={cells}
              shown={shown}
              metric={metric}
              neighbourhood={neighbourhood}
              scale={scale}
              minTrades={result.min_trades}
              best={best}
              onOpen={open}
              onPoint={(cell, r, c) => point({ cell, average: neighbourhood ? shown[r][c] : undefined })}
              png={{
                name: 'the sweep heat map',
                screen: 'sweep',
                subject: strategySubject(strategy),
                view: `${metricLabel[metric]} heat map`,
              }}
            />
            <HeatLegend metric={metric} scale={scale} neighbourhood={neighbourhood} minTrades={result.min_trades} />
          </Box>
          <PointedDetails connect={connect} labels={labels} metric={metric} neighbourhood={neighbourhood} />
        </Box>
      </Box>
    );
  }

  const ran = result.cells.filter((c) => c.error === undefined).length;
  return (
    <Box
      component="section"
      aria-label="Sweep result"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label="Show"
          value={metric}
          onChange={(e) => setMetric(e.target.value as SweepMetric)}
          sx={{ minWidth: 200 }}
        >
          {SWEEP_METRICS.map((m) => (
            <MenuItem key={m} value={m}>
              {metricLabel[m]}
            </MenuItem>
          ))}
        </TextField>
        {!symbolsOnly && (
          <FormControlLabel
            control={<Switch checked={neighbourhood} onChange={(_, v) => setNeighbourhood(v)} />}
            label="Neighbourhood"
            sx={{ ml: 0 }}
          />
        )}
        {!symbolsOnly && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
            {neighbourhood
              ? 'Each cell shows its average with its neighbours: a plateau stays bright, a lone lucky cell fades.'
              : 'Turn on Neighbourhood to average each cell with its neighbours.'}
          </Typography>
        )}
      </Box>
      {combination.message}
      <SweepBestLine result={result} labels={labels} />
      {body}
      <SweepOverfittingPanel result={result} labels={labels} />
      <DownloadBar
        note={`${result.cells.length} combination${result.cells.length === 1 ? '' : 's'}, ${ran} ran.`}
        onDownload={download}
        name="Download the sweep's cells as CSV"
      />
    </Box>
  );
}
