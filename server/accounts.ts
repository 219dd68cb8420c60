import type { Db } from './database.ts';
import { Query, Statement } from './database.ts';
import type { AccountAdmin, AccountInfo, AccountsOptions } from './password-accounts.ts';
import { checkCredentials, normalizeEmail, PasswordAccounts } from './password-accounts.ts';
import { AccountInfoRowSchema, PasswordHashRowSchema } from './rows.ts';
import { z } from 'zod';

export { normalizeEmail, parseBasic } from './password-accounts.ts';

/** Accounts in the SQLite `users` table (see PasswordAccounts for the hashes and the authentication cache). */
export class SqliteAccounts extends PasswordAccounts implements AccountAdmin {
  constructor(
    private readonly db: Db,
    options: AccountsOptions = {},
  ) {
    super(options);
  }

  protected async passwordHash(email: string): Promise<string | undefined> {
    return new Query<{ password_hash: string }, [string]>(
      this.db,
      'SELECT password_hash FROM users WHERE email = ?',
      PasswordHashRowSchema,
    ).get(email)?.password_hash;
  }

  async add(email: string, password: string): Promise<AccountInfo> {
    const normalized = normalizeEmail(email);
    checkCredentials(normalized, password);
    if (this.exists(normalized)) throw new Error(`an account ${normalized} already exists`);
    const { password_hash, ...info } = await this.newAccount(email, password);
    this.db
      .prepare('INSERT INTO users (email, password_hash, created_at) VALUES (@email, @password_hash, @created_at)')
      .run({ ...info, password_hash });
    // A wrong guess of this e-mail made before the account existed may be its password.
    this.forget(normalized);
    return info;
  }

  async setPassword(email: string, password: string): Promise<void> {
    const { email: normalized, password_hash } = await this.newAccount(email, password);
    if (!this.exists(normalized)) throw new Error(`there is no account ${normalized}`);
    new Statement<[string, string]>(this.db, 'UPDATE users SET password_hash = ? WHERE email = ?').run(
      password_hash,
      normalized,
    );
    this.forget(normalized);
  }

  remove(email: string): boolean {
    const normalized = normalizeEmail(email);
    const removed = new Statement<[string]>(this.db, 'DELETE FROM users WHERE email = ?').run(normalized).changes > 0;
    this.forget(normalized);
    return removed;
  }

  list(): AccountInfo[] {
    return new Query<AccountInfo, []>(
      this.db,
      'SELECT email, created_at FROM users ORDER BY email',
      AccountInfoRowSchema,
    ).all();
  }

  private exists(email: string): boolean {
    return (
      new Query<{ found: number }, [string]>(
        this.db,
        'SELECT 1 AS found FROM users WHERE email = ?',
        z.object({ found: z.number() }),
      ).get(email) !== undefined
    );
  }
}
