import { describe, expect, it } from 'vitest';
import { sourceSettingsSchema } from './source-settings-schema.ts';

describe('sourceSettingsSchema', () => {
  it('sends only the fields typed in, the address without its trailing slash', () => {
    expect(sourceSettingsSchema.parse({ api_key: '', base_url: '' })).toEqual({});
    expect(sourceSettingsSchema.parse({ api_key: ' demo-key ', base_url: '' })).toEqual({ api_key: 'demo-key' });
    expect(sourceSettingsSchema.parse({ api_key: '', base_url: 'http://127.0.0.1:9000/' })).toEqual({
      base_url: 'http://127.0.0.1:9000',
    });
  });

  it('names the field of each problem', () => {
    const bad = sourceSettingsSchema.safeParse({ api_key: 'k'.repeat(201), base_url: 'ftp://mirror.example' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['api_key', 'API key: at most 200 characters.'],
      ['base_url', 'Mirror address: an http:// or https:// address, e.g. http://127.0.0.1:8080.'],
    ]);
    expect(sourceSettingsSchema.safeParse({ api_key: '', base_url: 'mirror.example' }).success).toBe(false);
  });
});
