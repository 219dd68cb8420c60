import type { Credentials } from './credentials.ts';

/** A sign-in on screen: `refused` when the account given last was refused, `fromUser` when no request waits on it. */
export interface SignInRequest {
  refused: boolean;
  fromUser: boolean;
}

export interface SignInState {
  /** The open prompt, or null. */
  request: SignInRequest | null;
  /** The user cancelled a prompt: requests meet their 401 without asking again until they choose to sign in. */
  declined: boolean;
}

const CLOSED: SignInState = { request: null, declined: false };

/**
 * Between the transport (which meets a 401 outside React) and the sign-in dialog (which React draws). `ask` opens one
 * prompt that every request refused at the same time waits on; `answer` closes it with an account or null. After a
 * cancel the app stops asking (background reads such as validate would reopen it at once) until `open` is called,
 * from the app bar's "Sign in" or by saving an account in Settings.
 */
export class SignInBroker {
  private state: SignInState = CLOSED;
  private waiting: Promise<Credentials | null> | null = null;
  private resolve: ((credentials: Credentials | null) => void) | null = null;
  private readonly listeners = new Set<() => void>();

  ask = ({ refused }: { refused: boolean }): Promise<Credentials | null> => {
    if (this.state.declined) return Promise.resolve(null);
    if (this.waiting && this.state.request) {
      if (refused && !this.state.request.refused)
        this.set({ ...this.state, request: { ...this.state.request, refused } });
      return this.waiting;
    }
    return this.prompt({ refused, fromUser: false });
  };

  /** The user asks to sign in (nothing waits on it): clears a cancel and opens the dialog. */
  open = (): void => {
    if (!this.state.request) void this.prompt({ refused: false, fromUser: true });
  };

  /** An account was saved elsewhere (Settings): ask again on the next 401. */
  reset = (): void => {
    if (this.state.declined) this.set({ ...this.state, declined: false });
  };

  answer = (credentials: Credentials | null): void => {
    const resolve = this.resolve;
    this.waiting = null;
    this.resolve = null;
    this.set({ request: null, declined: credentials === null });
    resolve?.(credentials);
  };

  /** For useSyncExternalStore: the same object until something changes. */
  current = (): SignInState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private prompt(request: SignInRequest): Promise<Credentials | null> {
    this.waiting = new Promise<Credentials | null>((resolve) => (this.resolve = resolve));
    this.set({ request, declined: false });
    return this.waiting;
  }

  private set(state: SignInState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
