import { AnalyticsClient } from '../client/analytics-client.ts';
import { BacktestClient, workerTransport } from '../client/backtest-client.ts';
import { indexedDbCatalogueStore } from '../client/catalogue-cache.ts';
import type { ConnectionServices } from '../client/connection-switch.tsx';
import { CredentialStore } from '../client/credential-store.ts';
import { LibraryClient } from '../client/library-client.ts';
import { createServerConnection } from '../client/server-connection.ts';
import { SignInBroker } from '../client/sign-in-broker.ts';
import type { WorkerConnection } from '../client/worker-connection.ts';

/**
 * The page's connections: the in-browser service (`worker`, the Web Worker main.tsx started), and the server chosen in
 * Settings, if any.
 */
export function createAppServices(worker: WorkerConnection): ConnectionServices {
  const transport = workerTransport(worker);
  const store = new CredentialStore();
  const signIn = new SignInBroker();
  return {
    browser: {
      label: 'In this browser',
      kind: 'browser',
      backtest: new BacktestClient(transport),
      analytics: new AnalyticsClient(transport),
      library: new LibraryClient(transport),
    },
    store,
    signIn,
    makeServer: (baseUrl) =>
      createServerConnection({ baseUrl, store, signIn, catalogueStore: indexedDbCatalogueStore(baseUrl) }),
  };
}
