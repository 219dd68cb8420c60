import type { Account, Accounts } from './ports.ts';

export const LOCAL_USERNAME = 'local@backtest.studio';

/** The one account of a local connection (the CLI, the browser): every request is its. */
export class LocalAccount implements Accounts {
  constructor(private readonly username: string = LOCAL_USERNAME) {}

  readonly signIn = {
    scheme: 'none',
    accounts:
      'No account is needed: this service runs on your own machine, and every request is its one local account.',
  } as const;

  async authenticate(): Promise<Account> {
    return { username: this.username };
  }
}
