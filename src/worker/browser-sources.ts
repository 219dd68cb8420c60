import type { SourceInfo, SourceName, SourceSettings } from '../contract/market-data.ts';
import { sourceInfo } from '../service/data/market-routes.ts';
import type { MarketSource } from '../service/data/market-source-port.ts';
import { ServiceError } from '../service/errors.ts';
import type { SourceSettingsStore } from './source-settings.ts';

/** What builds the browser's sources from this browser's keys and mirror addresses. */
export type MakeSources = (config: {
  mirrors: Partial<Record<SourceName, string>>;
  keys: Partial<Record<SourceName, string>>;
}) => Map<SourceName, MarketSource>;

/**
 * The sources the in-browser connection fetches from itself (those that answer a page directly), built again whenever
 * a key or mirror changes. `sources` is one live map: the service's ports hold it.
 */
export class BrowserSources {
  readonly sources = new Map<SourceName, MarketSource>();
  readonly #settings: SourceSettingsStore;
  readonly #make: MakeSources;
  #loaded: Promise<void>;

  constructor(settings: SourceSettingsStore, make: MakeSources) {
    this.#settings = settings;
    this.#make = make;
    this.#loaded = this.#load();
  }

  /** Resolves once the saved settings are applied (a refresh started before waits for them). */
  ready(): Promise<void> {
    return this.#loaded;
  }

  async update(name: string, change: SourceSettings): Promise<SourceInfo> {
    await this.#loaded;
    const source = [...this.sources.keys()].find((n) => n === name);
    if (!source) {
      const offered = [...this.sources.keys()].join(', ');
      throw ServiceError.notFound(
        `this browser does not fetch from ${name}; it fetches from ${offered || 'no source'}`,
      );
    }
    await this.#settings.update(source, change);
    this.#loaded = this.#load();
    await this.#loaded;
    const updated = this.sources.get(source);
    if (!updated) throw ServiceError.notFound(`no source ${source}`);
    return sourceInfo(updated);
  }

  async #load(): Promise<void> {
    const mirrors: Partial<Record<SourceName, string>> = {};
    const keys: Partial<Record<SourceName, string>> = {};
    for (const [name, saved] of await this.#settings.all()) {
      if (saved.baseUrl) mirrors[name] = saved.baseUrl;
      if (saved.apiKey) keys[name] = saved.apiKey;
    }
    const made = this.#make({ mirrors, keys });
    this.sources.clear();
    for (const [name, source] of made) this.sources.set(name, source);
  }
}
