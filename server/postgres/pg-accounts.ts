import type pg from 'pg';
import type { AccountAdmin, AccountInfo, AccountsOptions } from '../password-accounts.ts';
import { normalizeEmail, PasswordAccounts } from '../password-accounts.ts';
import { AccountInfoRowSchema, firstRow, PasswordHashRowSchema, readRows } from '../rows.ts';

/** Accounts in PostgreSQL's `users` table, shared by every server on the database (see PasswordAccounts). */
export class PgAccounts extends PasswordAccounts implements AccountAdmin {
  constructor(
    private readonly pool: pg.Pool,
    options: AccountsOptions = {},
  ) {
    super(options);
  }

  protected async passwordHash(email: string): Promise<string | undefined> {
    const { rows } = await this.pool.query('SELECT password_hash FROM users WHERE email = $1', [email]);
    return firstRow(PasswordHashRowSchema, rows)?.password_hash;
  }

  async add(email: string, password: string): Promise<AccountInfo> {
    const { password_hash, ...info } = await this.newAccount(email, password);
    // One statement, so two operators adding the same account at once cannot both succeed.
    const { rowCount } = await this.pool.query(
      'INSERT INTO users (email, password_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING',
      [info.email, password_hash, info.created_at],
    );
    if (rowCount === 0) throw new Error(`an account ${info.email} already exists`);
    // A wrong guess of this e-mail made before the account existed may be its password.
    this.forget(info.email);
    return info;
  }

  async setPassword(email: string, password: string): Promise<void> {
    const { email: normalized, password_hash } = await this.newAccount(email, password);
    const { rowCount } = await this.pool.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      password_hash,
      normalized,
    ]);
    if (rowCount === 0) throw new Error(`there is no account ${normalized}`);
    this.forget(normalized);
  }

  async remove(email: string): Promise<boolean> {
    const normalized = normalizeEmail(email);
    const { rowCount } = await this.pool.query('DELETE FROM users WHERE email = $1', [normalized]);
    this.forget(normalized);
    return (rowCount ?? 0) > 0;
  }

  async list(): Promise<AccountInfo[]> {
    const { rows } = await this.pool.query('SELECT email, created_at FROM users ORDER BY email');
    return readRows(AccountInfoRowSchema, rows);
  }
}
