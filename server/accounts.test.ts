import { describe, expect, it, vi } from 'vitest';
import { parseBasic, SqliteAccounts } from './accounts.ts';
import { openDatabase } from './database.ts';
import type * as passwords from './password.ts';
import { verifyPassword } from './password.ts';

// Counts the scrypt checks, passing each through.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      checks.count++;
      return original.verifyPassword(password, stored);
    },
  };
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function accountsAt(clock = { now: () => 0 }) {
  const db = openDatabase(':memory:');
  return { db, accounts: new SqliteAccounts(db, { clock, cacheTtlMs: 1000 }) };
}

describe('accounts', () => {
  it('stores an scrypt hash with its own salt, never the password', async () => {
    const { db, accounts } = accountsAt();
    await accounts.add('ann@example.com', 'correct horse');
    await accounts.add('bob@example.com', 'correct horse');
    const rows = db.prepare('SELECT email, password_hash FROM users ORDER BY email').all() as {
      password_hash: string;
    }[];
    expect(rows[0].password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(rows[0].password_hash).not.toContain('correct horse');
    // Same password, different salts, different hashes.
    expect(rows[0].password_hash.split('$')[4]).not.toBe(rows[1].password_hash.split('$')[4]);
    expect(await verifyPassword('correct horse', rows[1].password_hash)).toBe(true);
    expect(await verifyPassword('correct horsE', rows[1].password_hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'not a hash')).toBe(false);
  });

  it('authenticates Basic credentials: the e-mail without regard to case, the password exactly', async () => {
    const { accounts } = accountsAt();
    await accounts.add(' Ann@Example.com ', 'correct horse');
    expect(accounts.list()).toEqual([{ email: 'ann@example.com', created_at: '1970-01-01T00:00:00.000Z' }]);
    expect(await accounts.authenticate(basic('ANN@example.com', 'correct horse'))).toEqual({
      username: 'ann@example.com',
    });
    expect(await accounts.authenticate(basic('ann@example.com', 'Correct horse'))).toBeNull();
    expect(await accounts.authenticate(basic('bob@example.com', 'correct horse'))).toBeNull();
    expect(await accounts.authenticate(undefined)).toBeNull();
    expect(await accounts.authenticate('Bearer abc')).toBeNull();
  });

  it('refuses what cannot be an account', async () => {
    const { accounts } = accountsAt();
    await expect(accounts.add('not-an-email', 'correct horse')).rejects.toThrow('is not an e-mail address');
    await expect(accounts.add('a:b@example.com', 'correct horse')).rejects.toThrow('is not an e-mail address');
    await expect(accounts.add('ann@example.com', 'short')).rejects.toThrow('at least 8 characters');
    await accounts.add('ann@example.com', 'correct horse');
    await expect(accounts.add('ANN@example.com', 'another one')).rejects.toThrow('already exists');
    await expect(accounts.setPassword('bob@example.com', 'another one')).rejects.toThrow('there is no account');
  });

  it('remembers a success briefly by a hash of the header, and forgets it on a change made here', async () => {
    let now = 0;
    const { db, accounts } = accountsAt({ now: () => now });
    await accounts.add('ann@example.com', 'correct horse');
    const header = basic('ann@example.com', 'correct horse');
    expect(accounts.cachedUsername(header)).toBeUndefined();
    await accounts.authenticate(header);
    expect(accounts.cachedUsername(header)).toBe('ann@example.com');
    // Removed behind its back (the user command is another process): still known until the cache time passes.
    db.prepare('DELETE FROM users').run();
    expect(await accounts.authenticate(header)).toEqual({ username: 'ann@example.com' });
    now = 1000;
    expect(await accounts.authenticate(header)).toBeNull();

    await accounts.add('ann@example.com', 'correct horse');
    await accounts.authenticate(header);
    await accounts.setPassword('ann@example.com', 'battery staple');
    expect(await accounts.authenticate(header)).toBeNull();
    expect(await accounts.authenticate(basic('ann@example.com', 'battery staple'))).not.toBeNull();
    expect(accounts.remove('ann@example.com')).toBe(true);
    expect(await accounts.authenticate(basic('ann@example.com', 'battery staple'))).toBeNull();
    expect(accounts.remove('ann@example.com')).toBe(false);
  });

  it('runs one scrypt for a burst of requests with the same header, and none while it is remembered', async () => {
    const { accounts } = accountsAt();
    await accounts.add('ann@example.com', 'correct horse');
    const header = basic('ann@example.com', 'correct horse');
    const before = checks.count;
    const answers = await Promise.all(Array.from({ length: 5 }, () => accounts.authenticate(header)));
    expect(answers).toEqual(Array(5).fill({ username: 'ann@example.com' }));
    await accounts.authenticate(header);
    expect(checks.count - before).toBe(1);
    // A refused header is remembered too: the same wrong guess again costs no scrypt, another one does.
    await accounts.authenticate(basic('ann@example.com', 'wrong horse'));
    await accounts.authenticate(basic('ann@example.com', 'wrong horse'));
    expect(checks.count - before).toBe(2);
    await accounts.authenticate(basic('ann@example.com', 'wrong horse 2'));
    expect(checks.count - before).toBe(3);
  });

  it('forgets a refused header after its time, and at once when the account is made or its password set', async () => {
    let now = 0;
    const db = openDatabase(':memory:');
    const accounts = new SqliteAccounts(db, { clock: { now: () => now }, failureTtlMs: 500 });
    const guess = basic('ann@example.com', 'correct horse');
    const before = checks.count;
    expect(await accounts.authenticate(guess)).toBeNull();
    // The account is made with the password guessed a moment ago: the guess now signs in.
    await accounts.add('ann@example.com', 'correct horse');
    expect(await accounts.authenticate(guess)).toEqual({ username: 'ann@example.com' });

    const next = basic('bob@example.com', 'battery staple');
    await accounts.add('bob@example.com', 'first password');
    expect(await accounts.authenticate(next)).toBeNull();
    await accounts.setPassword('bob@example.com', 'battery staple');
    expect(await accounts.authenticate(next)).toEqual({ username: 'bob@example.com' });

    const wrong = basic('ann@example.com', 'wrong horse');
    expect(await accounts.authenticate(wrong)).toBeNull();
    const checked = checks.count;
    expect(await accounts.authenticate(wrong)).toBeNull();
    expect(checks.count).toBe(checked);
    now = 500;
    expect(await accounts.authenticate(wrong)).toBeNull();
    expect(checks.count).toBe(checked + 1);
    // 1 unknown account, 1 after add, 1 bob refused, 1 bob right, 1 wrong, 1 wrong after its time.
    expect(checks.count - before).toBe(6);
  });

  it('reads a Basic header: the first colon ends the user name', () => {
    expect(parseBasic(basic('ann@example.com', 'a:b:c'))).toEqual({ email: 'ann@example.com', password: 'a:b:c' });
    expect(parseBasic(basic('ann@example.com', ''))).toEqual({ email: 'ann@example.com', password: '' });
    expect(parseBasic(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeUndefined();
    expect(parseBasic('Basic')).toBeUndefined();
    expect(parseBasic(undefined)).toBeUndefined();
  });
});
