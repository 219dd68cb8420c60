import type { UTCTimestamp } from 'lightweight-charts';

const LABEL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The chart time of a bar label (YYYY-MM-DD, or with HH:MM[:SS] for intraday bars), in UTC seconds. One numeric time
 * scale for every frequency, so daily and hourly series can never be mixed up on one axis. Null when it is no date.
 */
export function chartTime(label: string): UTCTimestamp | null {
  const m = LABEL_RE.exec(label.trim());
  if (!m) return null;
  const ms = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  );
  return Number.isFinite(ms) ? ((ms / 1000) as UTCTimestamp) : null;
}

/** The bar label of a chart time (the inverse of chartTime): YYYY-MM-DD, with HH:MM when it is not midnight. */
export function chartTimeLabel(time: number): string {
  const iso = new Date(time * 1000).toISOString();
  const clock = iso.slice(11, 16);
  return clock === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${clock}`;
}
