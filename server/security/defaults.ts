/** The limits' defaults (docs/server-security.md); `--login-limit` and `--submit-limit` change the first two. */
export const LIMIT_DEFAULTS = {
  /** Sign-in attempts per window, per client address and per (account, address); the account's slow-down starts there. */
  loginLimit: 10,
  /** Submits per window per account. */
  submitLimit: 120,
  windowMs: 60_000,
  /** The longest a sign-in block grows to. */
  maxBlockMs: 60 * 60_000,
  /** How long an address's or (account, address)'s blocks are remembered, each next one twice as long. */
  blockMemoryMs: 24 * 60 * 60_000,
  /** How long a successful sign-in from an address keeps it out of its account's slow-down. */
  standingMs: 7 * 24 * 60 * 60_000,
} as const;
