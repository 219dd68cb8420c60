import type { NightlyTimers } from './nightly-timers.ts';

/** Timers on a clock that only moves when a test moves it; `advance` fires what falls due, in order. */
export class FakeTimers implements NightlyTimers {
  #now: number;
  #pending: { at: number; run: () => void }[] = [];

  constructor(start: number) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  after(ms: number, run: () => void): () => void {
    const entry = { at: this.#now + Math.max(0, ms), run };
    this.#pending.push(entry);
    return () => {
      this.#pending = this.#pending.filter((e) => e !== entry);
    };
  }

  /** The instants timers are set for, soonest first. */
  get due(): number[] {
    return this.#pending.map((e) => e.at).sort((a, b) => a - b);
  }

  /** Moves the clock to `to`, firing each timer due by then at its own instant. */
  advanceTo(to: number): void {
    for (;;) {
      const next = [...this.#pending].sort((a, b) => a.at - b.at)[0];
      if (!next || next.at > to) break;
      this.#pending = this.#pending.filter((e) => e !== next);
      this.#now = next.at;
      next.run();
    }
    this.#now = Math.max(this.#now, to);
  }
}
