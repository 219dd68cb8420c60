import { z } from 'zod';
import { checkBaseUrl } from '../../client/server-address.ts';
import { accountFields } from '../../ui/connection/account-schema.ts';

/** The address as the app uses it (trailing slashes dropped), or the sentence that says what is wrong with it. */
const baseUrl = z.string().transform((text, ctx) => {
  const address = checkBaseUrl(text);
  if (address.ok) return address.baseUrl;
  ctx.addIssue({ code: 'custom', message: address.message });
  return z.NEVER;
});

/** Testing the connection needs only the address: the account is tried if one is typed. */
export const serverTestSchema = z.object({
  baseUrl,
  email: z.string().trim(),
  password: z.string(),
  remember: z.boolean(),
});

/** Using the server needs the account too. */
export const serverUseSchema = z.object({ baseUrl, ...accountFields });

export type ServerFormValues = z.input<typeof serverUseSchema>;
export type ServerFormRequest = z.output<typeof serverUseSchema>;
