import { z } from 'zod';

/** The account fields of the server forms, as typed; a blank one is named in the analyst's words. */
export const accountFields = {
  email: z.string().trim().min(1, 'Enter the e-mail of your account'),
  // A password is taken as typed: spaces may be part of it.
  password: z.string().min(1, 'Enter the password of your account'),
  remember: z.boolean(),
};

export const accountSchema = z.object(accountFields);

export type AccountValues = z.input<typeof accountSchema>;
