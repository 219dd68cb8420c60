/** The clock and the one-shot timer of the nightly job, so a test moves time instead of waiting for it. */
export interface NightlyTimers {
  /** Epoch milliseconds. */
  now(): number;
  /** Calls `run` once after `ms`, without keeping the process alive for it; the answer cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** setTimeout's longest wait (about 24.8 days); a longer one fires at once, so it is waited in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export const systemTimers: NightlyTimers = {
  now: () => Date.now(),
  after(ms, run) {
    let timer: NodeJS.Timeout;
    const wait = (left: number) => {
      timer = setTimeout(
        () => (left > LONGEST_TIMEOUT_MS ? wait(left - LONGEST_TIMEOUT_MS) : run()),
        Math.min(left, LONGEST_TIMEOUT_MS),
      );
      timer.unref();
    };
    wait(Math.max(0, ms));
    return () => clearTimeout(timer);
  },
};
