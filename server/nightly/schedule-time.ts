/**
 * When a daily job at a wall-clock time in a time zone runs, as epoch milliseconds: Intl's zone data gives the offset
 * of an instant, so daylight-saving changes are followed without a time-zone library.
 */

/** A daily time in a zone: `hour`:`minute` on the zone's wall clock. */
export interface DailyTime {
  hour: number;
  minute: number;
  /** An IANA zone name such as America/New_York. */
  zone: string;
}

const DAY_MS = 86_400_000;

/** `HH:MM` (24-hour) as hour and minute; undefined when it is not one. */
export function parseClockTime(text: string): { hour: number; minute: number } | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : undefined;
}

/** Whether Intl knows the zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at an instant: year, month (1-12), day, hour, minute. */
function wallClock(ms: number, zone: string): [number, number, number, number, number] {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(zone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(ms).find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute')];
}

/** How far the zone's wall clock is ahead of UTC at an instant, to the minute. */
function offsetAt(ms: number, zone: string): number {
  const [y, mo, d, h, mi] = wallClock(ms, zone);
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant the zone's clock shows `time` on a calendar day (given as the UTC midnight of that date). A time the
 * clocks skip (spring forward) runs as late as the skip makes it (02:30 becomes 03:30); a time they show twice (fall
 * back) runs at its first showing.
 */
function instantOn(dayUtc: number, time: DailyTime): number {
  const asUtc = dayUtc + time.hour * 3_600_000 + time.minute * 60_000;
  // The offsets in force on either side of that wall time: the same, or the two around a change.
  const candidates = [...new Set([offsetAt(asUtc - DAY_MS / 2, time.zone), offsetAt(asUtc + DAY_MS / 2, time.zone)])]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b);
  const shows = candidates.filter((t) => offsetAt(t, time.zone) === asUtc - t);
  return shows.length > 0 ? shows[0] : candidates[candidates.length - 1];
}

/** The UTC midnight of the zone's calendar date at an instant. */
function zoneDate(ms: number, zone: string): number {
  const [y, mo, d] = wallClock(ms, zone);
  return Date.UTC(y, mo - 1, d);
}

/** The first run strictly after `ms`. */
export function nextRun(ms: number, time: DailyTime): number {
  const day = zoneDate(ms, time.zone);
  for (let k = 0; ; k++) {
    const run = instantOn(day + k * DAY_MS, time);
    if (run > ms) return run;
  }
}

/** The newest run at or before `ms`. */
export function previousRun(ms: number, time: DailyTime): number {
  const day = zoneDate(ms, time.zone);
  for (let k = 0; ; k++) {
    const run = instantOn(day - k * DAY_MS, time);
    if (run <= ms) return run;
  }
}
