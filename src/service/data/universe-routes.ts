import { UniverseNameSchema } from '../../contract/market-data.ts';
import type { HandlersOf } from '../endpoint-router.ts';
import { ServiceError } from '../errors.ts';
import type { MarketDataPorts } from './market-source-port.ts';
import type { UniverseCatalog } from './universe-catalog.ts';

type UniverseKey =
  'GET /data/universes' | 'GET /data/universes/:name' | 'PUT /data/universes/:name' | 'DELETE /data/universes/:name';

/** The path's universe name, checked as a body's would be: a 400 on `name` when it is not one. */
function universeName(raw: string): string {
  const parsed = UniverseNameSchema.safeParse(raw);
  if (!parsed.success) throw ServiceError.field('name', parsed.error.issues[0]?.message ?? 'not a universe name');
  return parsed.data;
}

/** The universe endpoints over a host's catalogue; a host without one answers 501. */
export function universeHandlers(market: MarketDataPorts | undefined): HandlersOf<UniverseKey> {
  const catalog = (): UniverseCatalog => {
    if (!market?.universes) throw new ServiceError(501, { detail: 'this connection keeps no universes' });
    return market.universes;
  };
  const unknown = (name: string) => ServiceError.notFound(`no universe ${name}: GET /data/universes lists them`);
  return {
    'GET /data/universes': async () => ({ universes: await catalog().list() }),
    'GET /data/universes/:name': async ({ params }) => {
      const name = universeName(params.name);
      const universe = await catalog().get(name);
      if (!universe) throw unknown(name);
      return universe;
    },
    'PUT /data/universes/:name': ({ params, body }) => catalog().put(universeName(params.name), body),
    'DELETE /data/universes/:name': async ({ params }) => {
      const name = universeName(params.name);
      if (!(await catalog().delete(name))) throw unknown(name);
      return { name, deleted: true as const };
    },
  };
}
