import 'fake-indexeddb/auto';
import type { Connection } from '../client/connection.tsx';
import type { ConnectionServices } from '../client/connection-switch.tsx';
import { CredentialStore } from '../client/credential-store.ts';
import { indexedDbCatalogueStore } from '../client/catalogue-cache.ts';
import { createServerConnection } from '../client/server-connection.ts';
import { SignInBroker } from '../client/sign-in-broker.ts';

let caches = 0;

export interface TestServices extends ConnectionServices {
  /** Every request the server connections sent, as `METHOD path`. */
  requests: string[];
}

/**
 * Test-only: the app's connection services with a server reached through `fetch` (a stub, or a service in this
 * process), storage of its own (no browser storage), and a fresh IndexedDB catalogue cache.
 */
export function testServices(browser: Connection, fetch: typeof globalThis.fetch): TestServices {
  const store = new CredentialStore(null, null);
  const signIn = new SignInBroker();
  const requests: string[] = [];
  const database = `test-cache-${++caches}-${Date.now()}`;
  const recording: typeof globalThis.fetch = (input, init) => {
    const url = new URL(String(input), 'http://stub.invalid');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    return fetch(input, init);
  };
  return {
    browser,
    store,
    signIn,
    fetch: recording,
    requests,
    makeServer: (baseUrl) =>
      createServerConnection({
        baseUrl,
        store,
        signIn,
        fetch: recording,
        catalogueStore: indexedDbCatalogueStore(baseUrl, database),
      }),
  };
}

/** Test-only: a fetch answered by a fetch-style handler in this process (e.g. a Hono app), without a socket. */
export function handlerFetch(handler: (request: Request) => Response | Promise<Response>): typeof globalThis.fetch {
  return async (input, init) => handler(new Request(String(input), init));
}
