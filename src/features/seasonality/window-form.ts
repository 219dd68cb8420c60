import { z } from 'zod';
import type { RankBy } from '../../contract/index.ts';
import { MonthDaySchema, RANK_BY } from '../../contract/index.ts';
import { useUrlForm } from '../../ui/form/use-url-form.ts';

/** The selected window and its benchmark, as typed; both dates blank means no window is selected. */
export type WindowFormValues = { from: string; to: string; benchmark: string };
export const WINDOW_DEFAULTS: WindowFormValues = { from: '', to: '', benchmark: 'SPX' };

export interface WindowSelection {
  from: string;
  to: string;
  benchmark: string;
}

const monthDayMessage = (text: string) => {
  const parsed = MonthDaySchema.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'expected a date as MM-DD');
};

export const windowFormSchema = z
  .object({ from: z.string(), to: z.string(), benchmark: z.string() })
  .superRefine((v, ctx) => {
    const from = v.from.trim();
    const to = v.to.trim();
    if (from === '' && to === '') return;
    for (const [path, text] of [
      ['from', from],
      ['to', to],
    ] as const) {
      const message = text === '' ? 'enter a date as MM-DD too, or clear both' : monthDayMessage(text);
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
    if (v.benchmark.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['benchmark'], message: 'a ticker is required' });
  })
  .transform((v): WindowSelection | null =>
    v.from.trim() === ''
      ? null
      : {
          from: MonthDaySchema.parse(v.from) as string,
          to: MonthDaySchema.parse(v.to) as string,
          benchmark: v.benchmark.trim().toUpperCase(),
        },
  );

/** The best-windows finder: windows of n sessions, ranked by mean return or by share of positive years. */
export type BestFormValues = { sessions: string; rank_by: string };
export const BEST_DEFAULTS: BestFormValues = { sessions: '20', rank_by: 'mean' };

const SESSIONS_MESSAGE = 'expected a whole number of sessions from 2 to 126';
export const bestFormSchema = z
  .object({
    sessions: z
      .string()
      .trim()
      .regex(/^\d+$/, SESSIONS_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(2, SESSIONS_MESSAGE).max(126, SESSIONS_MESSAGE)),
    rank_by: z.enum(RANK_BY, { error: 'expected mean or hit_rate' }),
  })
  .transform((v): { sessions: number; rank_by: RankBy } => v);

/*
 * Each form keeps its values in the address under its own prefix (`window.from=03-01&window.to=04-15`), beside the
 * settings form's, so a bookmark reopens the selected window and the finder as they were.
 */
export const useWindowForm = () =>
  useUrlForm({ schema: windowFormSchema, defaults: WINDOW_DEFAULTS, prefix: 'window.' });
export const useBestForm = () => useUrlForm({ schema: bestFormSchema, defaults: BEST_DEFAULTS, prefix: 'best.' });
