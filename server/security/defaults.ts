/** The limits' defaults (docs/server-security.md); `--login-limit` and `--submit-limit` change the first two. */
export const LIMIT_DEFAULTS = {
  /** Failed sign-ins per window, per account and per client address. */
  loginLimit: 10,
  /** Submits per window per account. */
  submitLimit: 120,
  windowMs: 60_000,
  /** The longest a sign-in block grows to. */
  maxBlockMs: 60 * 60_000,
  /** How long an account's or address's blocks are remembered, each next one twice as long. */
  blockMemoryMs: 24 * 60 * 60_000,
} as const;
