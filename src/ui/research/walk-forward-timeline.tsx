import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { WalkForwardWindow } from '../../contract/index.ts';
import { useWidth } from './use-width.ts';

const day = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

const ROW = 22;
const LEFT = 76;
const RIGHT = 12;
const TOP = 8;
const AXIS = 26;

/** The years (or a few dates) to mark along the axis: at most about eight. */
function ticks(start: number, end: number, most: number): { at: number; text: string }[] {
  const first = new Date(start).getUTCFullYear();
  const last = new Date(end).getUTCFullYear();
  const years = last - first + 1;
  const every = Math.max(1, Math.ceil(years / most));
  const out: { at: number; text: string }[] = [];
  for (let y = first + (years > 1 ? 1 : 0); y <= last; y += every) {
    const at = Date.UTC(y, 0, 1);
    if (at >= start && at <= end) out.push({ at, text: String(y) });
  }
  if (out.length === 0) {
    out.push({ at: start, text: new Date(start).toISOString().slice(0, 10) });
    out.push({ at: end, text: new Date(end).toISOString().slice(0, 10) });
  }
  return out;
}

/**
 * The walk-forward's windows on a date axis: a bar per window, its in-sample span then its out-of-sample span, so
 * the rolling (or anchored) layout reads at a glance. The table beside it holds the same dates for screen readers.
 */
export function WalkForwardTimeline({
  windows,
  anchored,
}: {
  windows: readonly WalkForwardWindow[];
  anchored: boolean;
}) {
  const theme = useTheme();
  const [ref, W] = useWidth<HTMLDivElement>(720);
  if (windows.length === 0) return null;
  const start = Math.min(...windows.map((w) => day(w.in_sample_start)));
  const end = Math.max(...windows.map((w) => day(w.out_of_sample_end)));
  const span = end - start || 1;
  const x = (t: number) => LEFT + ((t - start) / span) * (W - LEFT - RIGHT);
  const height = TOP + windows.length * ROW + AXIS;
  const inColour = theme.palette.info.main;
  const outColour = theme.palette.success.main;
  const label =
    `${windows.length} ${anchored ? 'anchored' : 'rolling'} walk-forward window${windows.length === 1 ? '' : 's'} ` +
    `from ${windows[0].in_sample_start.slice(0, 10)} to ${windows.at(-1)!.out_of_sample_end.slice(0, 10)}: ` +
    windows
      .map(
        (w, i) =>
          `window ${i + 1} in sample ${w.in_sample_start.slice(0, 10)} to ${w.in_sample_end.slice(0, 10)}, out of sample ${w.out_of_sample_start.slice(0, 10)} to ${w.out_of_sample_end.slice(0, 10)}`,
      )
      .join('; ') +
    '.';
  return (
    <Box ref={ref} sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box
        component="svg"
        width={W}
        height={height}
        viewBox={`0 0 ${W} ${height}`}
        role="img"
        aria-label={label}
        sx={{ display: 'block', maxWidth: '100%' }}
      >
        {windows.map((w, i) => {
          const y = TOP + i * ROW;
          const a = x(day(w.in_sample_start));
          const b = x(day(w.in_sample_end));
          const c = x(day(w.out_of_sample_start));
          const d = x(day(w.out_of_sample_end));
          return (
            <g key={i}>
              <text x={LEFT - 8} y={y + 14} fontSize={11} textAnchor="end" fill={theme.palette.text.secondary}>
                Window {i + 1}
              </text>
              <rect x={a} y={y + 3} width={Math.max(1, b - a)} height={ROW - 8} fill={inColour} opacity={0.45} rx={2} />
              <rect x={c} y={y + 3} width={Math.max(1, d - c)} height={ROW - 8} fill={outColour} rx={2} />
            </g>
          );
        })}
        <line
          x1={LEFT}
          x2={W - RIGHT}
          y1={TOP + windows.length * ROW}
          y2={TOP + windows.length * ROW}
          stroke={theme.palette.divider}
        />
        {ticks(start, end, Math.max(2, Math.floor((W - LEFT) / 60))).map((t) => (
          <text
            key={t.at}
            x={x(t.at)}
            y={TOP + windows.length * ROW + 16}
            fontSize={11}
            textAnchor="middle"
            fill={theme.palette.text.secondary}
          >
            {t.text}
          </text>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: 2, typography: 'caption', color: 'text.secondary' }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 14, height: 10, bgcolor: inColour, opacity: 0.45, borderRadius: 0.5 }} />
          In sample (the choice is made here)
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Box component="span" sx={{ width: 14, height: 10, bgcolor: outColour, borderRadius: 0.5 }} />
          Out of sample (the choice is tested here)
        </Box>
      </Box>
    </Box>
  );
}
