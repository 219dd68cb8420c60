import { describe, expect, it } from 'vitest';
import type { DailyTime } from './schedule-time.ts';
import { isTimeZone, nextRun, parseClockTime, previousRun } from './schedule-time.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const NY_2340: DailyTime = { hour: 23, minute: 40, zone: 'America/New_York' };

// New York in 2026: EST (UTC-5) until 2 AM on Sunday 8 March, EDT (UTC-4) until 2 AM on Sunday 1 November.
describe('the nightly run instant', () => {
  it('follows New York across the spring change: 23:40 EST then 23:40 EDT, 23 hours apart', () => {
    expect(iso(nextRun(at('2026-03-07T12:00:00Z'), NY_2340))).toBe('2026-03-08T04:40:00.000Z');
    expect(iso(nextRun(at('2026-03-08T04:40:00Z'), NY_2340))).toBe('2026-03-09T03:40:00.000Z');
  });

  it('follows New York across the autumn change: 23:40 EDT then 23:40 EST, 25 hours apart', () => {
    expect(iso(nextRun(at('2026-10-31T12:00:00Z'), NY_2340))).toBe('2026-11-01T03:40:00.000Z');
    expect(iso(nextRun(at('2026-11-01T03:40:00Z'), NY_2340))).toBe('2026-11-02T04:40:00.000Z');
  });

  it('takes the date of the zone, not of UTC', () => {
    // 03:00 UTC on 8 March is still 22:00 on 7 March in New York: tonight's run is 100 minutes later.
    expect(iso(nextRun(at('2026-03-08T03:00:00Z'), NY_2340))).toBe('2026-03-08T04:40:00.000Z');
    expect(iso(nextRun(at('2026-06-30T20:00:00Z'), { hour: 9, minute: 0, zone: 'Asia/Tokyo' }))).toBe(
      '2026-07-01T00:00:00.000Z',
    );
  });

  it('gives the newest run at or before an instant', () => {
    expect(iso(previousRun(at('2026-03-09T03:39:59Z'), NY_2340))).toBe('2026-03-08T04:40:00.000Z');
    expect(iso(previousRun(at('2026-03-09T03:40:00Z'), NY_2340))).toBe('2026-03-09T03:40:00.000Z');
    expect(iso(previousRun(at('2026-11-02T04:39:00Z'), NY_2340))).toBe('2026-11-01T03:40:00.000Z');
  });

  it('runs a skipped time when the clocks jump past it, and a repeated time at its first showing', () => {
    // 02:30 does not exist on 8 March (02:00 EST becomes 03:00 EDT): it runs at 03:30 EDT.
    expect(iso(nextRun(at('2026-03-08T05:00:00Z'), { hour: 2, minute: 30, zone: 'America/New_York' }))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 is shown twice on 1 November: first in EDT (05:30 UTC), then in EST (06:30 UTC).
    expect(iso(nextRun(at('2026-11-01T04:00:00Z'), { hour: 1, minute: 30, zone: 'America/New_York' }))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('reads HH:MM and knows the zones Intl knows', () => {
    expect(parseClockTime('23:40')).toEqual({ hour: 23, minute: 40 });
    expect(parseClockTime('7:05')).toEqual({ hour: 7, minute: 5 });
    expect(parseClockTime('24:00')).toBeUndefined();
    expect(parseClockTime('23:4')).toBeUndefined();
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
