/** The views of the results, one tab each, in the order they are shown. */
export const VIEWS = [
  { id: 'weekday-month', label: 'Weekday & month' },
  { id: 'average-year', label: 'Average year' },
  { id: 'day-of-month', label: 'Day of month' },
  { id: 'day-of-year', label: 'Session of year' },
  { id: 'holiday', label: 'Around a holiday' },
  { id: 'date', label: 'Around a date' },
  { id: 'single-month', label: 'Single month' },
  { id: 'one-dollar', label: 'One-dollar curve' },
] as const;

export type ViewId = (typeof VIEWS)[number]['id'];

/** The view an address names (`?view=`), the first when it names none or an unknown one. */
export function viewOf(text: string | null): ViewId {
  return VIEWS.find((v) => v.id === text)?.id ?? VIEWS[0].id;
}
