import { MONTH_NAMES } from '../../contract/index.ts';
import { OffsetPanel } from './offset-panel.tsx';
import type { ViewProps } from './view-props.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Returns around the holiday the service used (the one asked for, or the next upcoming). */
export function AroundHolidayView({ ticker, years, feature }: ViewProps<'performance-around-holiday'>) {
  const { holiday_name: holiday, shift, description } = feature.meta;
  return (
    <OffsetPanel
      title={`Around ${holiday}, ${shift} sessions either side`}
      anchor={holiday}
      description={description}
      rows={feature.data}
      ticker={ticker}
      years={years}
      fileView={`around-${slug(holiday)}`}
    />
  );
}

/** "03-15" as "March 15". */
export function dateInWords(target: string): string {
  const [month, day] = target.split('-').map(Number);
  const name = MONTH_NAMES[month - 1];
  return name && day ? `${name} ${day}` : target;
}

/** Returns around one calendar date each year. */
export function AroundDateView({ ticker, years, feature }: ViewProps<'performance-around-specific-days'>) {
  const { target_date: target, shift, description } = feature.meta;
  const anchor = dateInWords(target);
  return (
    <OffsetPanel
      title={`Around ${anchor}, ${shift} sessions either side`}
      anchor={anchor}
      description={description}
      rows={feature.data}
      ticker={ticker}
      years={years}
      fileView={`around-${target}`}
    />
  );
}
