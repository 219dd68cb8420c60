import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import type { AxisValue, SweepCell, SweepMetric } from '../../contract/index.ts';
import { hasEnoughTrades, metricLabel } from '../../contract/index.ts';
import { formatMetric, valueText } from './sweep-grid.ts';
import { useWidth } from './use-width.ts';

export interface SweepLineProps {
  axisLabel: string;
  values: readonly AxisValue[];
  cells: readonly (SweepCell | undefined)[];
  metric: SweepMetric;
  raw: readonly (number | null)[];
  /** The neighbourhood averages, drawn beside the raw line when the view is on. */
  averaged: readonly (number | null)[] | null;
  /** Values with fewer trades are marked and left out of the highest and lowest. */
  minTrades: number;
  onOpen: (cell: SweepCell) => void;
  onPoint: (cell: SweepCell, index: number) => void;
}

const H = 220;
const PAD = { left: 56, right: 16, top: 14, bottom: 34 };

/** A line of the metric over one axis's values (SVG), and the same figures as a table whose values open the strategy. */
export function SweepLine({
  axisLabel,
  values,
  cells,
  metric,
  raw,
  averaged,
  minTrades,
  onOpen,
  onPoint,
}: SweepLineProps) {
  const theme = useTheme();
  const [ref, W] = useWidth<HTMLDivElement>(640);
  const all = [...raw, ...(averaged ?? [])].filter((v): v is number => v !== null);
  const min = all.length ? Math.min(...all) : 0;
  const max = all.length ? Math.max(...all) : 1;
  const span = max - min || 1;
  const x = (i: number) => PAD.left + (values.length > 1 ? (i / (values.length - 1)) * (W - PAD.left - PAD.right) : 0);
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (H - PAD.top - PAD.bottom);
  const path = (list: readonly (number | null)[]) =>
    list
      .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
      .filter((p): p is string => p !== null)
      .join(' ');
  const thin = cells.map((c) => c !== undefined && c.error === undefined && !hasEnoughTrades(c, minTrades));
  const ranked = raw.map((v, i) => (thin[i] ? null : v));
  const best = ranked.reduce<number | null>(
    (b, v, i) => (v !== null && (b === null || v > (ranked[b] ?? -Infinity)) ? i : b),
    null,
  );
  const worst = ranked.reduce<number | null>(
    (b, v, i) => (v !== null && (b === null || v < (ranked[b] ?? Infinity)) ? i : b),
    null,
  );
  const thinCount = thin.filter(Boolean).length;
  const label =
    `${metricLabel[metric]} over ${axisLabel} from ${valueText(values[0])} to ${valueText(values.at(-1)!)}` +
    (best !== null && worst !== null
      ? `: highest ${formatMetric(metric, raw[best])} at ${valueText(values[best])}, lowest ${formatMetric(metric, raw[worst])} at ${valueText(values[worst])}.`
      : thinCount > 0
        ? `: none has ${minTrades} trades or more to rank.`
        : ': no combination ran.') +
    (thinCount > 0 ? ` Hollow points: fewer than ${minTrades} trades, not ranked.` : '') +
    (averaged ? ' The dashed line averages each value with its neighbours.' : '');
  const tickEvery = Math.max(1, Math.ceil(values.length / Math.max(2, Math.floor((W - PAD.left) / 56))));
  return (
    <Box ref={ref} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box
        component="svg"
        width={W}
        height={H}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={label}
        sx={{ display: 'block', maxWidth: '100%' }}
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke={theme.palette.divider} />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} stroke={theme.palette.divider} />
        {[min, (min + max) / 2, max].map((v, i) => (
          <text
            key={i}
            x={PAD.left - 6}
            y={y(v) + 4}
            fontSize={11}
            textAnchor="end"
            fill={theme.palette.text.secondary}
          >
            {formatMetric(metric, v)}
          </text>
        ))}
        {values.map((v, i) =>
          i % tickEvery === 0 || i === values.length - 1 ? (
            <text
              key={i}
              x={x(i)}
              y={H - PAD.bottom + 16}
              fontSize={11}
              textAnchor="middle"
              fill={theme.palette.text.secondary}
            >
              {valueText(v)}
            </text>
          ) : null,
        )}
        <text x={(W + PAD.left) / 2} y={H - 4} fontSize={11} textAnchor="middle" fill={theme.palette.text.secondary}>
          {axisLabel}
        </text>
        <polyline points={path(raw)} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
        {averaged && (
          <polyline
            points={path(averaged)}
            fill="none"
            stroke={theme.palette.secondary.main}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        )}
        {raw.map((v, i) => {
          const cell = cells[i];
          return v === null || !cell ? null : (
            <circle
              key={i}
              cx={x(i)}
              cy={y(v)}
              r={4}
              fill={thin[i] ? theme.palette.background.paper : theme.palette.primary.main}
              stroke={theme.palette.primary.main}
              style={{ cursor: 'pointer' }}
              onMouseEnter={() => onPoint(cell, i)}
              onClick={() => onOpen(cell)}
            />
          );
        })}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${metricLabel[metric]} by ${axisLabel}`}>
          <TableHead>
            <TableRow>
              <TableCell>{axisLabel}</TableCell>
              <TableCell align="right">{metricLabel[metric]}</TableCell>
              {averaged && <TableCell align="right">Neighbourhood average</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {values.map((v, i) => {
              const cell = cells[i];
              return (
                <TableRow key={i} hover onMouseEnter={() => cell && onPoint(cell, i)}>
                  <TableCell>
                    {cell ? (
                      <Button
                        size="small"
                        onClick={() => onOpen(cell)}
                        onFocus={() => onPoint(cell, i)}
                        aria-label={`${axisLabel} ${valueText(v)}: ${metricLabel[metric]} ${cell.error !== undefined ? 'could not run' : formatMetric(metric, raw[i])}; open in the builder`}
                        sx={{ minWidth: 0, px: 1 }}
                      >
                        {valueText(v)}
                      </Button>
                    ) : (
                      valueText(v)
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {cell?.error !== undefined ? `could not run: ${cell.error}` : formatMetric(metric, raw[i])}
                    {thin[i] && (
                      <Box component="span" sx={{ color: 'warning.main', whiteSpace: 'nowrap' }}>
                        {' '}
                        (fewer than {minTrades} trades)
                      </Box>
                    )}
                  </TableCell>
                  {averaged && (
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMetric(metric, averaged[i])}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
