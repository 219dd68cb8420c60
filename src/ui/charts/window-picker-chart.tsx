import Box from '@mui/material/Box';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Area, AreaChart, CartesianGrid, ReferenceArea, Tooltip, usePlotArea, XAxis, YAxis } from 'recharts';
import { formatFixed } from '../table/format.ts';
import { useChartPalette } from './use-chart-palette.ts';
import type { PickerPoint } from './picker-points.ts';
import { dayMs, isoOfMs, thinPoints, timeAtPixel, yearTicks } from './picker-points.ts';

export interface WindowPickerChartProps {
  ariaLabel: string;
  dates: readonly string[];
  close: readonly number[];
  /** The window now chosen (YYYY-MM-DD each; shaded when both are dates). */
  start: string;
  end: string;
  onPick: (start: string, end: string) => void;
  colour: string;
}

interface PlotBox {
  x: number;
  width: number;
}

/** Tells the picker where the plot area is, so that a pointer's pixel can be turned into a date. */
function PlotAreaProbe({ into }: { into: { current: PlotBox | null } }) {
  const area = usePlotArea();
  useEffect(() => {
    into.current = area ? { x: area.x, width: area.width } : null;
  }, [area, into]);
  return null;
}

const yearOf = (ms: number) => String(new Date(ms).getUTCFullYear());

/**
 * A symbol's close over its whole history with the chosen window shaded; dragging across it (mouse, pen or finger)
 * picks a new window, snapped to trading days.
 */
export function WindowPickerChart({ ariaLabel, dates, close, start, end, onPick, colour }: WindowPickerChartProps) {
  const palette = useChartPalette();
  const boxRef = useRef<HTMLDivElement>(null);
  const plot = useRef<PlotBox | null>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const times = useMemo(() => dates.map(dayMs), [dates]);
  const points = useMemo<PickerPoint[]>(() => thinPoints(dates, close), [dates, close]);
  const domain: [number, number] = [times[0], times[times.length - 1]];
  const ticks = useMemo(() => yearTicks(times[0], times[times.length - 1]), [times]);

  const timeAt = (event: ReactPointerEvent<HTMLElement>): number | null => {
    const box = boxRef.current?.getBoundingClientRect();
    const area = plot.current;
    if (!box || !area || area.width <= 0) return null;
    return timeAtPixel(times, event.clientX - box.left - area.x, area.width);
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const t = timeAt(event);
    if (t === null) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ from: t, to: t });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!drag) return;
    const t = timeAt(event);
    if (t !== null && t !== drag.to) setDrag({ from: drag.from, to: t });
  };
  const onPointerUp = () => {
    if (drag && drag.from !== drag.to)
      onPick(isoOfMs(Math.min(drag.from, drag.to)), isoOfMs(Math.max(drag.from, drag.to)));
    setDrag(null);
  };

  const shaded = drag
    ? { x1: Math.min(drag.from, drag.to), x2: Math.max(drag.from, drag.to) }
    : { x1: dayMs(start), x2: dayMs(end) };
  const showShade = Number.isFinite(shaded.x1) && Number.isFinite(shaded.x2) && shaded.x1 < shaded.x2;

  return (
    <Box
      ref={boxRef}
      role="img"
      aria-label={ariaLabel}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      // Clipped: a tooltip left where the pointer was must not stick out when the screen narrows.
      sx={{
        width: '100%',
        height: 170,
        overflow: 'hidden',
        cursor: 'col-resize',
        touchAction: 'pan-y',
        userSelect: 'none',
      }}
    >
      <AreaChart
        responsive
        data={points}
        style={{ width: '100%', height: 170 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={palette.divider} />
        <XAxis
          dataKey="t"
          type="number"
          domain={domain}
          ticks={ticks}
          tickFormatter={yearOf}
          tick={{ fill: palette.text.secondary, fontSize: 11 }}
          stroke={palette.divider}
        />
        <YAxis
          width={56}
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => formatFixed(v).replace(/\.00$/, '')}
          tick={{ fill: palette.text.secondary, fontSize: 11 }}
          stroke={palette.divider}
        />
        <Tooltip
          labelFormatter={(label) => isoOfMs(Number(label))}
          formatter={(value) => [formatFixed(Number(value)), 'Close']}
          contentStyle={{
            background: palette.background.paper,
            borderColor: palette.divider,
            color: palette.text.primary,
          }}
        />
        <Area
          type="linear"
          dataKey="close"
          stroke={colour}
          fill={colour}
          fillOpacity={0.12}
          strokeWidth={1.25}
          dot={false}
          activeDot={false}
          isAnimationActive={false}
        />
        {showShade && (
          <ReferenceArea
            x1={shaded.x1}
            x2={shaded.x2}
            ifOverflow="hidden"
            fill={palette.warning.main}
            fillOpacity={drag ? 0.3 : 0.22}
            stroke={palette.warning.main}
            strokeOpacity={0.7}
          />
        )}
        <PlotAreaProbe into={plot} />
      </AreaChart>
    </Box>
  );
}
