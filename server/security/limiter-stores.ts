import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';
import { MemoryStore } from 'hono-rate-limiter';

/**
 * Makes the counters of the limits: one hono-rate-limiter Store per `name`, counting hits per key in fixed windows of
 * `windowMs` (a key's window starts at its first hit; a hit after it ends starts a new one). The store comes back
 * ready to use; hono-rate-limiter's middleware may call its `init` again with the same window. The limits need `get`,
 * which the Store type leaves optional. Every counter of the limits is made here, so a store shared by several
 * server processes (the PostgreSQL mode) shares all of them, the growing sign-in blocks included.
 */
export type LimiterStoreFactory = (name: string, windowMs: number) => Store;

/** The part of the middleware's options a store's `init` reads: the window (MemoryStore reads nothing else). */
export function windowConfig(windowMs: number): HonoConfigType {
  return {
    windowMs,
    limit: 1,
    standardHeaders: false,
    requestPropertyName: 'rateLimit',
    requestStorePropertyName: 'rateLimitStore',
    skipFailedRequests: false,
    skipSuccessfulRequests: false,
    requestWasSuccessful: () => true,
    keyGenerator: () => '',
    message: '',
    statusCode: 429,
    handler: () => {},
    skip: () => false,
    store: { increment: () => ({ totalHits: 0 }), decrement: () => {}, resetKey: () => {} },
  };
}

/** One process's counters in memory: the embedded (SQLite) server's default. */
export const memoryStores: LimiterStoreFactory = (_name, windowMs) => {
  const store = new MemoryStore();
  store.init(windowConfig(windowMs));
  return store;
};

/** A store's `get`, which the limits need to look before they count. */
export function lookup(store: Store, name: string): NonNullable<Store['get']> {
  const get = store.get?.bind(store);
  if (!get) throw new Error(`the limiter store "${name}" cannot be read (it has no get method)`);
  return get;
}

/**
 * Counts a hit and returns the count as it was right after it. MemoryStore answers synchronously with its live record,
 * which later hits change before an `await` resumes: read then, parallel requests would all see the last count.
 */
export async function countHit(store: Store, key: string): Promise<ClientRateLimitInfo> {
  const counted = store.increment(key);
  const { totalHits, resetTime } = counted instanceof Promise ? await counted : counted;
  return { totalHits, resetTime };
}
