/*
 * The server of e2e/server.spec.ts (`npm run server`, started by playwright.config.ts): its port and the one account
 * its fresh database gets. Kept free of imports so that the config can read it too.
 */

/** The app's own preview runs on E2E_PORT (default 4173); the server runs 7 above it unless E2E_SERVER_PORT says. */
export function e2eServerPort(): number {
  return Number(process.env.E2E_SERVER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 7);
}

export function e2eServerUrl(): string {
  return `http://127.0.0.1:${e2eServerPort()}`;
}

/** Made up for the tests; the database is created afresh each time the server starts. */
export const SERVER_ACCOUNT = { email: 'analyst@example.com', password: 'e2e-Correct-Horse-7' } as const;
