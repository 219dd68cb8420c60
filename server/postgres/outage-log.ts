import type { Logger } from '../logger.ts';

/** One line a minute while the same thing keeps failing: enough to see the outage go on, not a flood. */
const REPEAT_MS = 60_000;

/**
 * The log of something retried every few hundred milliseconds (the queue's poll) while its database is away: the first
 * failure is logged at once, then one line a minute with how many failures it stands for, then one line when it works
 * again saying how long it did not. Without it, a node logged the same error four times a second through an outage.
 */
export class OutageLog {
  private since: number | undefined;
  private lastLogged = 0;
  private failures = 0;

  constructor(
    private readonly log: Logger,
    /** What failed, as the log says it: "the queue could not be read". */
    private readonly failedText: string,
    /** What the log says when it works again: "the queue can be read again". */
    private readonly recoveredText: string,
    private readonly now: () => number = Date.now,
  ) {}

  failed(message: string): void {
    const now = this.now();
    this.failures++;
    if (this.since === undefined) {
      this.since = this.lastLogged = now;
      this.log('error', this.failedText, { message });
      return;
    }
    if (now - this.lastLogged < REPEAT_MS) return;
    this.log('error', this.failedText, {
      message,
      failures: this.failures,
      failing_for_seconds: Math.round((now - this.since) / 1000),
    });
    this.lastLogged = now;
  }

  succeeded(): void {
    if (this.since === undefined) return;
    this.log('info', this.recoveredText, {
      failures: this.failures,
      failed_for_seconds: Math.round((this.now() - this.since) / 1000),
    });
    this.since = undefined;
    this.failures = 0;
  }
}
