import type { Credentials } from '../client/credentials.ts';
import type { Accounts } from '../service/ports.ts';

/** Test-only: one account with a password outside Latin-1 and a colon, to exercise the Basic header's encoding. */
export const TEST_ACCOUNT: Credentials = { email: 'ana@example.com', password: 'pässwörd:1' };

/**
 * Test-only: the Basic header of TEST_ACCOUNT worked out independently of the client (Node's Buffer base64 of the
 * UTF-8 bytes), so a slip in the client's encoding fails the tests.
 */
export const TEST_ACCOUNT_HEADER = `Basic ${Buffer.from('ana@example.com:pässwörd:1', 'utf8').toString('base64')}`;

/** Test-only: Accounts that know TEST_ACCOUNT and nobody else, as a server with Basic auth does. */
export function testAccounts(): Accounts {
  return {
    authenticate: async (header) => (header === TEST_ACCOUNT_HEADER ? { username: TEST_ACCOUNT.email } : null),
  };
}
