import { z } from 'zod';
import { studyOptions } from './signal-study-form.ts';

const FIELDS = ['horizons', 'minGap'] as const;

/** The tab's two fields as typed, read into the study's options; each message sits on the field it is about. */
export const signalStudySchema = z.object({ horizons: z.string(), minGap: z.string() }).transform((form, ctx) => {
  const checked = studyOptions(form);
  if (checked.ok) return checked.options;
  for (const field of FIELDS) {
    const message = checked.errors[field];
    if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  }
  // The options alone name no other field; kept so that a failed check can never pass as options.
  for (const e of checked.errors.other) ctx.addIssue({ code: 'custom', path: ['horizons'], message: e.message });
  return z.NEVER;
});

export type SignalStudyValues = z.input<typeof signalStudySchema>;
export type SignalStudyFormOptions = z.output<typeof signalStudySchema>;
