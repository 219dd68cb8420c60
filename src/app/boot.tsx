import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WorkerConnection } from '../client/worker-connection.ts';
import { App } from './app.tsx';
import { createAppServices } from './services.ts';

/** Renders the app on the in-browser service `worker`. */
export function boot(worker: WorkerConnection): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={createAppServices(worker)} />
    </StrictMode>,
  );
}
