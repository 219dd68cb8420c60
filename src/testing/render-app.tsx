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

export interface RenderOptions {
  /** The URL the router starts at, e.g. `/tasks/abc`. */
  route?: string;
  /** The route pattern the element is mounted at, e.g. `/tasks/:taskId`. */
  path?: string;
}

/** Test-only: renders a screen or component inside the app's providers, with a fresh query cache. */
export function renderApp(
  ui: ReactNode,
  connection: Connection,
  { route = '/', path = '*' }: RenderOptions = {},
): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider connection={connection}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<div data-testid="navigated-away" />} />
            </Routes>
          </MemoryRouter>
        </ConnectionProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
