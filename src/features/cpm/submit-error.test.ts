import { describe, expect, it } from 'vitest';
import { AnalyticsError } from '../../client/api-error.ts';
import { describeSubmitError } from './submit-error.ts';

describe('why a CPM task was not started', () => {
  it('puts each refused request field on its form field, named as the form names it', () => {
    const error = new AnalyticsError(400, 400, 'bad request', [
      { path: 'corr_per', message: 'expected a whole number from 0 to 100' },
      { path: 'system_pattern', message: 'unknown pattern cup_and_handle' },
      { path: 'mystery', message: 'not expected' },
    ]);
    expect(describeSubmitError(error)).toEqual({
      fields: {
        corrPer: 'Minimum correlation (%): expected a whole number from 0 to 100.',
        pattern: 'Pattern: unknown pattern cup_and_handle.',
      },
      lines: ['mystery: not expected'],
      retry: false,
    });
  });

  it('puts "no data" (404) on the symbol, and offers to try again when the connection failed', () => {
    expect(describeSubmitError(new AnalyticsError(404, 404, 'no price data for NOPE'))).toEqual({
      fields: { symbol: 'no price data for NOPE.' },
      lines: [],
      retry: false,
    });
    expect(describeSubmitError(new Error('Failed to fetch'))).toEqual({
      fields: {},
      lines: ['Failed to fetch'],
      retry: true,
    });
  });
});
