import { z } from 'zod';
import { StrategyParamsInputSchema } from './strategy.ts';

/** The horizons of a study when the request names none: a week, two weeks, a month, 2, 3 and 6 months, a year. */
export const DEFAULT_STUDY_HORIZONS: readonly number[] = [5, 10, 21, 42, 63, 126, 252];
/** At most this many horizons in one study, each at most this many bars (ten years of days). */
export const MAX_STUDY_HORIZONS = 10;
export const MAX_STUDY_HORIZON_BARS = 2520;

const horizonSchema = z
  .number({ error: 'a horizon must be a number of bars' })
  .int('a horizon must be a whole number of bars')
  .min(1, 'a horizon must be at least 1 bar')
  .max(MAX_STUDY_HORIZON_BARS, `a horizon must be at most ${MAX_STUDY_HORIZON_BARS} bars`);

/** The study's own fields, beside the StrategyParams of the same body. */
export const SignalStudyOptionsSchema = z.object({
  horizons: z
    .array(horizonSchema, { error: 'horizons must be a list of whole numbers of bars, e.g. [5, 21, 63]' })
    .min(1, 'horizons must list at least one horizon')
    .max(MAX_STUDY_HORIZONS, `horizons lists at most ${MAX_STUDY_HORIZONS} horizons`)
    .superRefine((list, ctx) => {
      list.forEach((h, i) => {
        if (list.indexOf(h) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `${h} is listed twice` });
      });
    })
    .optional(),
  min_gap: z
    .number({ error: 'min_gap must be a number of bars' })
    .int('min_gap must be a whole number of bars')
    .min(0, 'min_gap must be 0 or more')
    .optional(),
});
export type SignalStudyOptions = z.input<typeof SignalStudyOptionsSchema>;

/** The request body: StrategyParams (its entry and window are used; the exit and risk control are ignored) and options. */
export const SignalStudyRequestSchema = z.intersection(StrategyParamsInputSchema, SignalStudyOptionsSchema);
export type SignalStudyRequest = z.input<typeof SignalStudyRequestSchema>;
/** The request parsed: StrategyParams as parsed, with the study's options. */
export type SignalStudyParams = z.output<typeof SignalStudyRequestSchema>;

export const StudySignalSchema = z.object({
  /** The signal bar's date (`YYYY-MM-DD`, or `YYYY-MM-DD HH:MM` for hourly bars). */
  date: z.string(),
  close: z.number(),
  /** Forward return in percent per horizon, keyed by the horizon; null when that bar is past the data. */
  returns: z.record(z.string(), z.number().nullable()),
  max_gain_pct: z.number().nullable(),
  max_loss_pct: z.number().nullable(),
});
export type StudySignal = z.infer<typeof StudySignalSchema>;

export const StudyBaselineRowSchema = z.object({
  horizon: z.number().int(),
  count: z.number().int(),
  mean_pct: z.number().nullable(),
  median_pct: z.number().nullable(),
  positive_pct: z.number().nullable(),
});
export type StudyBaselineRow = z.infer<typeof StudyBaselineRowSchema>;

export const StudySummaryRowSchema = StudyBaselineRowSchema.extend({
  min_pct: z.number().nullable(),
  max_pct: z.number().nullable(),
  /** The mean over its standard error; null below 2 signals or when every return is the same. */
  t_stat: z.number().nullable(),
  /** The 95 % confidence interval of the mean return (Student t, count - 1 degrees of freedom), in percent. */
  mean_ci95_low_pct: z.number().nullable(),
  mean_ci95_high_pct: z.number().nullable(),
  /** Fewer than 30 signals (docs/research.md): read the mean, its t-statistic and interval as a hint, not a finding. */
  too_few: z.boolean(),
});
export type StudySummaryRow = z.infer<typeof StudySummaryRowSchema>;

/** What `POST /backtest/signal_study` answers: each signal, and per horizon the signals' figures and all days'. */
export const SignalStudyResponseSchema = z.object({
  signals: z.array(StudySignalSchema),
  summary: z.array(StudySummaryRowSchema),
  baseline: z.array(StudyBaselineRowSchema),
});
export type SignalStudyResponse = z.infer<typeof SignalStudyResponseSchema>;
