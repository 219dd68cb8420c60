import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Connection } from './connection.tsx';
import { ConnectionProvider } from './connection.tsx';
import type { CredentialStore } from './credential-store.ts';
import { checkBaseUrl } from './server-address.ts';
import type { SignInBroker } from './sign-in-broker.ts';

/** What the app is started with: the browser connection, and how to reach a server. */
export interface ConnectionServices {
  browser: Connection;
  store: CredentialStore;
  signIn: SignInBroker;
  /** A "Server" connection to `baseUrl` (already checked), with the store's account and the sign-in. */
  makeServer: (baseUrl: string) => Connection;
  /** The fetch of "Test connection" (tests pass their own). */
  fetch?: typeof fetch;
}

export interface ConnectionSwitch {
  services: ConnectionServices;
  /** The server in use, or null in the browser. */
  serverUrl: string | null;
  switchToServer: (baseUrl: string) => void;
  switchToBrowser: () => void;
}

const SwitchContext = createContext<ConnectionSwitch | null>(null);

/** The server chosen last time, if its address still reads as one. */
function initialServer(store: CredentialStore): string | null {
  const settings = store.serverSettings();
  if (!settings.active) return null;
  const checked = checkBaseUrl(settings.baseUrl);
  return checked.ok ? checked.baseUrl : null;
}

/**
 * Holds the connection chosen in Settings and provides it. A switch empties the query cache (answers of one
 * connection mean nothing on another) without remounting the screens, so nothing typed is lost.
 */
export function ConnectionSwitchProvider({
  services,
  children,
}: {
  services: ConnectionServices;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [serverUrl, setServerUrl] = useState(() => initialServer(services.store));
  const connection = useMemo(
    () => (serverUrl === null ? services.browser : services.makeServer(serverUrl)),
    [serverUrl, services],
  );

  const switchToServer = useCallback(
    (baseUrl: string) => {
      services.store.saveServerSettings({ baseUrl, active: true });
      queryClient.clear();
      setServerUrl(baseUrl);
    },
    [services, queryClient],
  );
  const switchToBrowser = useCallback(() => {
    services.store.saveServerSettings({ ...services.store.serverSettings(), active: false });
    queryClient.clear();
    setServerUrl(null);
  }, [services, queryClient]);

  const value = useMemo(
    () => ({ services, serverUrl, switchToServer, switchToBrowser }),
    [services, serverUrl, switchToServer, switchToBrowser],
  );
  return (
    <SwitchContext.Provider value={value}>
      <ConnectionProvider connection={connection}>{children}</ConnectionProvider>
    </SwitchContext.Provider>
  );
}

/** The switch, or null where the app was given one fixed connection (most screen tests). */
export function useConnectionSwitch(): ConnectionSwitch | null {
  return useContext(SwitchContext);
}
