import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AnalyticsClient } from '../client/analytics-client.ts';
import { BacktestClient, workerTransport } from '../client/backtest-client.ts';
import { LibraryClient } from '../client/library-client.ts';
import { startBacktestWorker } from '../client/worker-connection.ts';
import { App } from './app.tsx';

const worker = startBacktestWorker();
const transport = workerTransport(worker);
const connection = {
  label: 'In this browser',
  kind: 'browser' as const,
  backtest: new BacktestClient(transport),
  analytics: new AnalyticsClient(transport),
  library: new LibraryClient(worker),
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App connection={connection} />
  </StrictMode>,
);
