import type { SignalContext, SignalRule } from './context.ts';

/**
 * The fire arrays of one symbol's signals, each computed from its rule the first time it is read and kept: a scan that
 * asks only whether signals fire on one day (computeSignals' firesOn) builds just the arrays of the signals that do,
 * for their trade histories. A read-only Map to its users: iterating it computes every array, in the rules' order.
 */
export class LazyFireMap implements ReadonlyMap<string, Uint8Array> {
  readonly #ctx: SignalContext;
  readonly #rules: ReadonlyMap<string, SignalRule>;
  readonly #computed = new Map<string, Uint8Array>();

  constructor(ctx: SignalContext, rules: readonly SignalRule[]) {
    this.#ctx = ctx;
    this.#rules = new Map(rules.map((r) => [r.definition.name, r]));
  }

  get size(): number {
    return this.#rules.size;
  }

  has(name: string): boolean {
    return this.#rules.has(name);
  }

  get(name: string): Uint8Array | undefined {
    let fires = this.#computed.get(name);
    if (fires === undefined) {
      const rule = this.#rules.get(name);
      if (rule === undefined) return undefined;
      fires = rule.fires(this.#ctx);
      this.#computed.set(name, fires);
    }
    return fires;
  }

  /** fires on bar t, from the array when it is already built, else from the rule's one-bar answer. */
  firesOn(name: string, t: number): boolean {
    const built = this.#computed.get(name);
    if (built !== undefined) return built[t] === 1;
    const rule = this.#rules.get(name);
    if (rule === undefined) return false;
    if (rule.firesOn !== undefined) return rule.firesOn(this.#ctx, t);
    return this.get(name)?.[t] === 1;
  }

  /** Every array, built, in the rules' order. */
  #all(): Map<string, Uint8Array> {
    const all = new Map<string, Uint8Array>();
    for (const name of this.#rules.keys()) {
      const fires = this.get(name);
      if (fires !== undefined) all.set(name, fires);
    }
    return all;
  }

  forEach(callback: (value: Uint8Array, key: string, map: ReadonlyMap<string, Uint8Array>) => void): void {
    for (const [name, fires] of this.#all()) callback(fires, name, this);
  }

  entries(): MapIterator<[string, Uint8Array]> {
    return this.#all().entries();
  }

  keys(): MapIterator<string> {
    return this.#rules.keys();
  }

  values(): MapIterator<Uint8Array> {
    return this.#all().values();
  }

  [Symbol.iterator](): MapIterator<[string, Uint8Array]> {
    return this.entries();
  }
}
