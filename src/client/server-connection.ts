import { AnalyticsClient } from './analytics-client.ts';
import { BacktestClient } from './backtest-client.ts';
import type { CatalogueStore } from './catalogue-cache.ts';
import type { Connection } from './connection.tsx';
import type { CredentialStore } from './credential-store.ts';
import { fetchTransport } from './http-transport.ts';
import { serverLabel } from './server-address.ts';
import type { SignInBroker } from './sign-in-broker.ts';

export interface ServerConnectionOptions {
  /** Already checked with checkBaseUrl. */
  baseUrl: string;
  store: CredentialStore;
  /** Asked on a 401; without it a 401 is the answer. */
  signIn?: SignInBroker;
  catalogueStore?: CatalogueStore;
  fetch?: typeof fetch;
}

/** The "Server" connection: both services of the specs over HTTP with the stored account. */
export function createServerConnection({
  baseUrl,
  store,
  signIn,
  catalogueStore,
  fetch,
}: ServerConnectionOptions): Connection {
  const transport = fetchTransport({
    baseUrl,
    credentials: () => store.credentials(),
    onUnauthorized: signIn?.ask,
    fetch,
  });
  return {
    label: serverLabel(baseUrl),
    kind: 'server',
    backtest: new BacktestClient(transport),
    analytics: new AnalyticsClient(transport),
    library: null,
    catalogueStore,
  };
}
