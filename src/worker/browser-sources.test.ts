import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../service/errors.ts';
import { createBrowserSources } from '../sources/create-browser-sources.ts';
import { BrowserSources } from './browser-sources.ts';
import { SourceSettingsStore } from './source-settings.ts';

let databases = 0;
const freshSettings = () => new SourceSettingsStore(`source-settings-${++databases}-${Date.now()}`);

describe("this browser's source keys and mirrors", () => {
  it('keeps a key and a mirror, answers readiness and never the key, and clears each with null', async () => {
    const settings = freshSettings();
    const sources = new BrowserSources(settings, createBrowserSources);
    await sources.ready();
    expect(sources.sources.get('alphavantage')?.ready).toBe(false);

    const saved = await sources.update('alphavantage', { api_key: 'SECRET-123', base_url: 'http://127.0.0.1:9000/' });
    expect(saved).toMatchObject({ name: 'alphavantage', ready: true, base_url: 'http://127.0.0.1:9000' });
    expect(JSON.stringify(saved)).not.toContain('SECRET-123');

    // Another page opening the same settings builds the same sources.
    const again = new BrowserSources(settings, createBrowserSources);
    await again.ready();
    expect(again.sources.get('alphavantage')).toMatchObject({ ready: true, baseUrl: 'http://127.0.0.1:9000' });

    // An absent field leaves a setting as it was; null clears it.
    expect(await sources.update('alphavantage', { base_url: null })).toMatchObject({
      ready: true,
      base_url: 'https://www.alphavantage.co',
    });
    expect(await sources.update('alphavantage', { api_key: null })).toMatchObject({ ready: false });
  });

  it('refuses a source this browser does not fetch from, naming the ones it does', async () => {
    const sources = new BrowserSources(freshSettings(), createBrowserSources);
    const failure = await sources.update('yahoo', { api_key: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure instanceof ServiceError && failure.status).toBe(404);
    expect(failure instanceof Error && failure.message).toBe(
      'this browser does not fetch from yahoo; it fetches from stooq, alphavantage, fred, cftc',
    );
  });
});
