/** The views of the results, one tab each, in the order they are shown. */
export const VIEWS = [
  { id: 'weekday-month', label: 'Weekday & month' },
  { id: 'day-of-month', label: 'Day of month' },
  { id: 'day-of-year', label: 'Day of year' },
  { id: 'holiday', label: 'Around a holiday' },
  { id: 'date', label: 'Around a date' },
  { id: 'single-month', label: 'Single month' },
  { id: 'one-dollar', label: 'One-dollar curve' },
] as const;

export type ViewId = (typeof VIEWS)[number]['id'];
