import { z } from 'zod';
import type { StoredValue } from '../../contract/market-data.ts';
import type { FetchedValues, MarketSource } from '../../service/data/market-source-port.ts';
import { sourceHttp, sourceWithoutKey, type AdapterOptions } from '../adapter-options.ts';
import { fromDay } from '../dates.ts';
import { SOURCE_DESCRIPTIONS } from '../descriptions.ts';

const ObservationsSchema = z.object({
  observations: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), value: z.string() })),
});

function explain(status: number, body: string): string | undefined {
  if (status !== 400) return undefined;
  if (/api_key/i.test(body)) return 'the API key was refused (check the key in FRED_API_KEY)';
  if (/does not exist/i.test(body)) return 'no such series';
  return undefined;
}

/** FRED's series observations as an indicator series; FRED writes a missing value as `.`, which is left out. */
export function createFredSource(options: AdapterOptions = {}): MarketSource {
  const key = options.key;
  if (!key) return sourceWithoutKey('fred', options);
  const http = sourceHttp('fred', options, { explain });
  return {
    description: SOURCE_DESCRIPTIONS.fred,
    baseUrl: http.baseUrl,
    ready: true,
    async series(symbol, from, signal): Promise<FetchedValues> {
      const url = new URL('/fred/series/observations', SOURCE_DESCRIPTIONS.fred.defaultBaseUrl);
      url.searchParams.set('series_id', symbol);
      url.searchParams.set('api_key', key);
      url.searchParams.set('file_type', 'json');
      if (from !== undefined) url.searchParams.set('observation_start', from);
      const parsed = ObservationsSchema.safeParse(await http.json(url.href, { symbol, signal }));
      if (!parsed.success) throw http.error(`fred answered something unexpected for ${symbol}`, false);
      const rows: StoredValue[] = [];
      for (const o of parsed.data.observations) {
        const value = Number(o.value);
        if (o.value !== '.' && o.value.trim() !== '' && Number.isFinite(value))
          rows.push({ Date: o.date, Value: value });
      }
      return { kind: 'indicator', rows: fromDay(rows, from) };
    },
  };
}
