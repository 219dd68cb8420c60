import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { appTheme } from '../app/theme.ts';
import type { Connection } from '../client/connection.tsx';
import { ConnectionProvider } from '../client/connection.tsx';
import type { ConnectionServices } from '../client/connection-switch.tsx';
import { ConnectionSwitchProvider } from '../client/connection-switch.tsx';

export interface RenderOptions {
  /** The URL the router starts at, e.g. `/tasks/abc`. */
  route?: string;
  /** The route pattern the element is mounted at, e.g. `/tasks/:taskId`. */
  path?: string;
}

/** Test-only: renders a screen or component inside the app's providers, with a fresh query cache. */
export function renderApp(ui: ReactNode, connection: Connection, options: RenderOptions = {}): RenderResult {
  return renderWith(
    ui,
    (children) => <ConnectionProvider connection={connection}>{children}</ConnectionProvider>,
    options,
  );
}

/** Test-only: as renderApp, with the connection chosen as the app does (Settings can switch it, 401s sign in). */
export function renderWithServices(
  ui: ReactNode,
  services: ConnectionServices,
  options: RenderOptions = {},
): RenderResult {
  return renderWith(
    ui,
    (children) => <ConnectionSwitchProvider services={services}>{children}</ConnectionSwitchProvider>,
    options,
  );
}

function renderWith(
  ui: ReactNode,
  connect: (children: ReactNode) => ReactNode,
  { route = '/', path = '*' }: RenderOptions,
): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {connect(
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<div data-testid="navigated-away" />} />
            </Routes>
          </MemoryRouter>,
        )}
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
