import { describe, expect, it } from 'vitest';
import { FORM_DEFAULTS, seasonalityFormSchema, yearsAsked } from './form-values.ts';
import { bestFormSchema, WINDOW_DEFAULTS, windowFormSchema } from './window-form.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('seasonalityFormSchema', () => {
  it('sends only what was filled in, upper-casing the ticker and reading the text as numbers', () => {
    const parsed = seasonalityFormSchema.parse({
      ...FORM_DEFAULTS,
      ticker: ' msft ',
      start_year: '2001',
      shift: '7',
      target_month: 'March',
    });
    expect(parsed).toEqual({
      ticker: 'MSFT',
      start_year: 2001,
      shift: 7,
      target_month: 'March',
      category: 'calendar_day',
    });
  });

  it('sends the holding sessions or the exit session, whichever the curve ends by', () => {
    const values = { ...FORM_DEFAULTS, entry_day: '20', holding_days: '30', exit_day: '200' };
    expect(seasonalityFormSchema.parse(values)).toMatchObject({ entry_day: 20, holding_days: 30 });
    expect(seasonalityFormSchema.parse({ ...values, curve_end: 'exit' })).toEqual({
      ticker: 'SPX',
      category: 'calendar_day',
      entry_day: 20,
      exit_day: 200,
    });
  });

  it('names each bad field by its own name with the contract schema’s message', () => {
    const bad = seasonalityFormSchema.safeParse({ ...FORM_DEFAULTS, ticker: '', day: '32', holding_days: '1.5' });
    expect(issuesOf(bad)).toEqual({
      ticker: 'a ticker is required',
      day: 'expected a whole number from 1 to 31',
      holding_days: 'expected a whole number from 1 to 252',
    });
    const order = seasonalityFormSchema.safeParse({
      ...FORM_DEFAULTS,
      entry_day: '100',
      exit_day: '90',
      curve_end: 'exit',
    });
    expect(issuesOf(order)).toEqual({ exit_day: 'exit_day must be after entry_day' });
  });
});

describe('windowFormSchema', () => {
  it('is no window when both dates are blank, and reads month-days padded', () => {
    expect(windowFormSchema.parse(WINDOW_DEFAULTS)).toBeNull();
    expect(windowFormSchema.parse({ from: '3-1', to: '04-15', benchmark: ' qqq ' })).toEqual({
      from: '03-01',
      to: '04-15',
      benchmark: 'QQQ',
    });
  });

  it('names the date that is missing or not on the calendar', () => {
    expect(issuesOf(windowFormSchema.safeParse({ ...WINDOW_DEFAULTS, from: '03-01' }))).toEqual({
      to: 'enter a date as MM-DD too, or clear both',
    });
    expect(issuesOf(windowFormSchema.safeParse({ from: '02-30', to: 'May 1', benchmark: '' }))).toEqual({
      from: 'not a calendar date (month 01-12, a day the month has)',
      to: 'expected a date as MM-DD, e.g. 03-01',
      benchmark: 'a ticker is required',
    });
  });
});

describe('bestFormSchema', () => {
  it('reads the sessions as a number and names a bad one', () => {
    expect(bestFormSchema.parse({ sessions: ' 30 ', rank_by: 'hit_rate' })).toEqual({
      sessions: 30,
      rank_by: 'hit_rate',
    });
    expect(issuesOf(bestFormSchema.safeParse({ sessions: '1', rank_by: 'mean' }))).toEqual({
      sessions: 'expected a whole number of sessions from 2 to 126',
    });
  });
});

describe('yearsAsked', () => {
  it("fills in the service's defaults: 20 years back to this year", () => {
    expect(yearsAsked({ ticker: 'SPX' }, 2026)).toEqual({ start: 2006, end: 2026 });
    expect(yearsAsked({ ticker: 'SPX', start_year: 2010 }, 2026)).toEqual({ start: 2010, end: 2026 });
  });
});
