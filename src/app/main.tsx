import { startBacktestWorker } from '../client/worker-connection.ts';
import { opensOnBuilder } from './start-screen.ts';

/*
 * The entry is kept tiny so that what a first visit waits for starts at once and together: the in-browser service
 * (a Web Worker that loads and opens its database meanwhile), the app (boot.tsx) and, when the address opens the
 * builder (the start page), the builder's screen, which the router would otherwise ask for only once the app had been
 * fetched and run. The router's lazy import of the screen then finds it loaded.
 */
const worker = startBacktestWorker();
if (opensOnBuilder(window.location.hash))
  import('../features/strategy/strategy-screen.tsx').catch(() => {
    // the router's own import of the screen tries again and shows what failed
  });
import('./boot.tsx')
  .then(({ boot }) => boot(worker))
  .catch((error: unknown) => {
    // Nothing else can say it: the app that shows errors is what failed to load.
    const root = document.getElementById('root');
    if (root)
      root.textContent = `Backtest Studio could not be loaded (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
  });
