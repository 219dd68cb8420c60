import { describe, expect, it } from 'vitest';
import { checkForm, INITIAL_VALUES, messagesByField, yearsAsked } from './form-values.ts';

describe('checkForm', () => {
  it('sends only what was filled in, upper-casing the ticker and reading the text as numbers', () => {
    const check = checkForm({
      ...INITIAL_VALUES,
      ticker: ' msft ',
      startYear: '2001',
      shift: '7',
      targetMonth: 'March',
    });
    expect(check).toEqual({
      ok: true,
      request: { ticker: 'MSFT', start_year: 2001, shift: 7, target_month: 'March', category: 'calendar_day' },
    });
  });

  it('sends the holding sessions or the exit session, whichever the curve ends by', () => {
    const values = { ...INITIAL_VALUES, entryDay: '20', holdingDays: '30', exitDay: '200' };
    expect(checkForm(values)).toMatchObject({ ok: true, request: { entry_day: 20, holding_days: 30 } });
    expect(checkForm({ ...values, curveEnd: 'exit' })).toEqual({
      ok: true,
      request: { ticker: 'SPX', category: 'calendar_day', entry_day: 20, exit_day: 200 },
    });
  });

  it('names each bad field with the contract schema’s message', () => {
    expect(checkForm({ ...INITIAL_VALUES, ticker: '', dateDay: '32', holdingDays: '1.5' })).toEqual({
      ok: false,
      fields: {
        ticker: 'a ticker is required',
        dateDay: 'expected a whole number from 1 to 31',
        holdingDays: 'expected a whole number from 1 to 252',
      },
    });
    expect(checkForm({ ...INITIAL_VALUES, entryDay: '100', exitDay: '90', curveEnd: 'exit' })).toEqual({
      ok: false,
      fields: { exitDay: 'exit_day must be after entry_day' },
    });
  });
});

describe('messagesByField', () => {
  it('puts the service’s messages on the fields they name and keeps the rest apart', () => {
    expect(
      messagesByField([
        { path: 'holiday_name', message: 'unknown holiday' },
        { path: 'features', message: 'unknown feature' },
        { path: '', message: 'bad query' },
      ]),
    ).toEqual({ fields: { holiday: 'unknown holiday' }, other: ['features: unknown feature', 'bad query'] });
  });
});

describe('yearsAsked', () => {
  it("fills in the service's defaults: 20 years back to this year", () => {
    expect(yearsAsked({ ticker: 'SPX' }, 2026)).toEqual({ start: 2006, end: 2026 });
    expect(yearsAsked({ ticker: 'SPX', start_year: 2010 }, 2026)).toEqual({ start: 2010, end: 2026 });
  });
});
