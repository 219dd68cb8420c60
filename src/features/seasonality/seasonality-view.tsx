import Alert from '@mui/material/Alert';
import type { SeasonalityAll, SeasonalityRequest } from '../../contract/index.ts';
import { AroundDateView, AroundHolidayView } from './around-views.tsx';
import { AverageYearView } from './average-year-view.tsx';
import { DayOfMonthView } from './day-of-month-view.tsx';
import { DayOfYearView } from './day-of-year-view.tsx';
import { OneDollarView } from './one-dollar-view.tsx';
import type { ViewId } from './seasonality-tabs.ts';
import { SingleMonthView } from './single-month-view.tsx';
import { featureOf } from './view-props.ts';
import { WeekdayMonthView } from './weekday-month-view.tsx';

export interface SeasonalityViewProps {
  view: ViewId;
  request: SeasonalityRequest;
  years: { start: number; end: number };
  answer: SeasonalityAll;
}

const missing = <Alert severity="warning">The service&rsquo;s answer does not include this view.</Alert>;

/** The chosen view of one all-in-one answer. */
export function SeasonalityView({ view, request, years, answer }: SeasonalityViewProps) {
  const common = { ticker: request.ticker, years };
  switch (view) {
    case 'average-year':
      return <AverageYearView request={request} />;
    case 'weekday-month': {
      const week = featureOf(answer, 'performance-by-week');
      const month = featureOf(answer, 'performance-by-month');
      return week && month ? <WeekdayMonthView {...common} week={week} month={month} /> : missing;
    }
    case 'day-of-month': {
      const feature = featureOf(answer, 'performance-by-day-of-month');
      return feature ? <DayOfMonthView {...common} feature={feature} /> : missing;
    }
    case 'day-of-year': {
      const feature = featureOf(answer, 'performance-by-day-of-year');
      return feature ? <DayOfYearView {...common} feature={feature} /> : missing;
    }
    case 'holiday': {
      const feature = featureOf(answer, 'performance-around-holiday');
      return feature ? <AroundHolidayView {...common} feature={feature} /> : missing;
    }
    case 'date': {
      const feature = featureOf(answer, 'performance-around-specific-days');
      return feature ? <AroundDateView {...common} feature={feature} /> : missing;
    }
    case 'single-month': {
      const feature = featureOf(answer, 'performance-by-day-of-single-month');
      return feature ? <SingleMonthView {...common} feature={feature} /> : missing;
    }
    case 'one-dollar': {
      const feature = featureOf(answer, 'one-dollar-curve');
      return feature ? <OneDollarView {...common} feature={feature} /> : missing;
    }
  }
}
