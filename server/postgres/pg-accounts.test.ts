import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../password.ts';
import { PgAccounts } from './pg-accounts.ts';
import { HAS_POSTGRES, useTestDatabase } from './testing/test-database.ts';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe.skipIf(!HAS_POSTGRES)('accounts in PostgreSQL', () => {
  const database = useTestDatabase('accounts');

  async function accountsAt(clock = { now: () => 0 }) {
    await database.pool.query('TRUNCATE users');
    return new PgAccounts(database.pool, { clock, cacheTtlMs: 1000 });
  }

  it('stores an scrypt hash with its own salt, never the password', async () => {
    const accounts = await accountsAt();
    await accounts.add('ann@example.com', 'correct horse');
    await accounts.add('bob@example.com', 'correct horse');
    const { rows } = await database.pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM users ORDER BY email',
    );
    expect(rows[0].password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(rows[0].password_hash).not.toContain('correct horse');
    expect(rows[0].password_hash.split('$')[4]).not.toBe(rows[1].password_hash.split('$')[4]);
    expect(await verifyPassword('correct horse', rows[1].password_hash)).toBe(true);
  });

  it('authenticates Basic credentials: the e-mail without regard to case, the password exactly', async () => {
    const accounts = await accountsAt();
    await accounts.add(' Ann@Example.com ', 'correct horse');
    expect(await accounts.list()).toEqual([{ email: 'ann@example.com', created_at: '1970-01-01T00:00:00.000Z' }]);
    expect(await accounts.authenticate(basic('ANN@example.com', 'correct horse'))).toEqual({
      username: 'ann@example.com',
    });
    expect(await accounts.authenticate(basic('ann@example.com', 'Correct horse'))).toBeNull();
    expect(await accounts.authenticate(basic('bob@example.com', 'correct horse'))).toBeNull();
    expect(await accounts.authenticate(undefined)).toBeNull();
  });

  it('refuses what cannot be an account, and an account twice even when both adds race', async () => {
    const accounts = await accountsAt();
    await expect(accounts.add('not-an-email', 'correct horse')).rejects.toThrow('is not an e-mail address');
    await expect(accounts.add('ann@example.com', 'short')).rejects.toThrow('at least 8 characters');
    const racing = await Promise.allSettled([
      accounts.add('ann@example.com', 'correct horse'),
      accounts.add('ANN@example.com', 'another one'),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(racing.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { message: 'an account ann@example.com already exists' },
    });
    await expect(accounts.setPassword('bob@example.com', 'another one')).rejects.toThrow('there is no account');
  });

  it('forgets a remembered success on a change made here; another server notices within the cache time', async () => {
    let now = 0;
    const accounts = await accountsAt({ now: () => now });
    const otherServer = new PgAccounts(database.pool, { clock: { now: () => now }, cacheTtlMs: 1000 });
    await accounts.add('ann@example.com', 'correct horse');
    const header = basic('ann@example.com', 'correct horse');
    expect(await otherServer.authenticate(header)).toEqual({ username: 'ann@example.com' });
    await accounts.authenticate(header);
    await accounts.setPassword('ann@example.com', 'battery staple');
    expect(await accounts.authenticate(header)).toBeNull();
    // The other server remembers the old password until its cache time passes.
    expect(await otherServer.authenticate(header)).toEqual({ username: 'ann@example.com' });
    now = 1000;
    expect(await otherServer.authenticate(header)).toBeNull();
    expect(await otherServer.authenticate(basic('ann@example.com', 'battery staple'))).not.toBeNull();
    expect(await accounts.remove('ann@example.com')).toBe(true);
    expect(await accounts.authenticate(basic('ann@example.com', 'battery staple'))).toBeNull();
    expect(await accounts.remove('ann@example.com')).toBe(false);
  });
});
