import { z } from 'zod';
import type { SourceSettings } from '../../contract/index.ts';

/** A source's settings as typed: an API key (never shown back) and a mirror's base address, both empty to leave as is. */
export type SourceSettingsValues = { api_key: string; base_url: string };

export const SOURCE_SETTINGS_DEFAULTS: SourceSettingsValues = { api_key: '', base_url: '' };

/** What the form sends: only the fields typed in, each message naming its field. */
export const sourceSettingsSchema = z
  .object({
    api_key: z.string().trim().max(200, 'API key: at most 200 characters.'),
    base_url: z
      .string()
      .trim()
      .refine((text) => text === '' || (/^https?:\/\/[^\s/]+/i.test(text) && URL.canParse(text)), {
        message: 'Mirror address: an http:// or https:// address, e.g. http://127.0.0.1:8080.',
      }),
  })
  .transform(({ api_key, base_url }): SourceSettings => ({
    ...(api_key === '' ? {} : { api_key }),
    ...(base_url === '' ? {} : { base_url: base_url.replace(/\/+$/, '') }),
  }));
