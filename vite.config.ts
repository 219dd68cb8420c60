import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { SECURITY_HEADERS } from './server/security/headers.ts';

/*
 * Development against a server without CORS changes: with BACKTEST_SERVER_URL set (e.g. https://backtest.example.com
 * or http://127.0.0.1:8000), `vite` and `vite preview` pass /api/* on to it with the prefix taken off, so Settings can
 * use the base URL `/api` on the page's own origin. The proxy forwards the Authorization header as it is.
 */
const backtestServer = process.env.BACKTEST_SERVER_URL;
const proxy = backtestServer
  ? {
      '/api': {
        target: backtestServer,
        changeOrigin: true,
        rewrite: (path: string) => path.replace(/^\/api(?=\/|$)/, ''),
      },
    }
  : undefined;

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000, manifest: true },
  worker: { format: 'es' },
  server: { proxy },
  // The server's security headers, its CSP included, so that the e2e specs run the app as the server serves it.
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy, headers: { ...SECURITY_HEADERS } },
  test: {
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 30000,
    // The PostgreSQL suites start clusters and server processes: they run once the others are done, so their load
    // does not slow the timed tests of the rest (a server's grace period, a poll's deadline).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/postgres/**'],
          setupFiles: ['src/testing/vitest-setup.ts'],
        },
      },
      // Each project has its own include: an include at the root would be added to both (vitest 5 merges it into a
      // project even without `extends`).
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['server/postgres/**/*.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
