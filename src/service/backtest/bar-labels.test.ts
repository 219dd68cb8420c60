import { describe, expect, it } from 'vitest';
import { barLabel } from '../../engine/series/bars.ts';
import { barLabels } from './bar-labels.ts';

const t = (text: string) => Date.parse(`${text}Z`);

describe('barLabels', () => {
  it('writes dates, and date and time for intraday bars, for the bars asked', () => {
    const time = Float64Array.from(
      [
        '1969-12-31T00:00',
        '2000-02-28T00:00',
        '2000-02-29T00:00',
        '2000-03-01T00:00',
        '2000-03-01T14:30',
        '2000-03-02T00:00',
        '2023-12-31T00:00',
        '2024-01-01T00:00',
        '2024-01-31T00:00',
      ].map(t),
    );
    expect(barLabels(time, 0, 8)).toEqual([
      '1969-12-31',
      '2000-02-28',
      '2000-02-29',
      '2000-03-01',
      '2000-03-01 14:30',
      '2000-03-02',
      '2023-12-31',
      '2024-01-01',
      '2024-01-31',
    ]);
    expect(barLabels(time, 2, 3)).toEqual(['2000-02-29', '2000-03-01']);
    expect(barLabels(time, 3, 2)).toEqual([]);
  });

  it('agrees with barLabel on every day of two years and on hours across a month end', () => {
    const days = Float64Array.from({ length: 731 }, (_, i) => t('1999-12-01T00:00') + i * 86_400_000);
    expect(barLabels(days, 0, days.length - 1)).toEqual(Array.from(days, barLabel));
    const hours = Float64Array.from({ length: 60 }, (_, i) => t('2021-01-30T00:00') + i * 3_600_000);
    expect(barLabels(hours, 0, hours.length - 1)).toEqual(Array.from(hours, barLabel));
  });
});
