import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AnalyticsClient } from './analytics-client.ts';
import type { BacktestClient } from './backtest-client.ts';
import type { CatalogueStore } from './catalogue-cache.ts';
import type { LibraryClient } from './library-client.ts';

/** What a screen talks to: the service's endpoints, and the browser's data library when the connection has one. */
export interface Connection {
  /** Shown in the app bar at all times (README.md, "Connecting the app to a server"). */
  label: string;
  kind: 'browser' | 'server';
  backtest: BacktestClient;
  analytics: AnalyticsClient;
  library: LibraryClient | null;
  /** Where a server's indicator catalogue is kept between visits; the browser's own is rebuilt at once instead. */
  catalogueStore?: CatalogueStore;
}

const ConnectionContext = createContext<Connection | null>(null);

export function ConnectionProvider({ connection, children }: { connection: Connection; children: ReactNode }) {
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): Connection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection needs a ConnectionProvider above it');
  return connection;
}

/** The data library, which only the "In this browser" connection has. */
export function useLibrary(): LibraryClient {
  const { library } = useConnection();
  if (!library) throw new Error('the data library exists only in the "In this browser" connection');
  return library;
}
