/** What a search may spend: expansions, time and the caller's patience. */
export interface SearchLimits {
  /** Give up after this many milliseconds. */
  readonly budgetMs?: number;
  /** Give up after expanding this many positions; with it alone a search is deterministic. */
  readonly budgetNodes?: number;
  /** Asked now and then; returning true stops the search. */
  readonly shouldStop?: () => boolean;
}

/** How many expansions pass between looks at the clock and at `shouldStop`. */
const CHECK_EVERY = 256;

export class Budget {
  /** Expansions counted here and in every part. */
  nodes = 0;
  private readonly began = performance.now();
  private readonly deadline: number;
  private readonly maxNodes: number;
  private stopped = false;

  constructor(
    private readonly limits: SearchLimits,
    private readonly whole: Budget | null = null,
  ) {
    this.deadline = this.began + (limits.budgetMs ?? Number.POSITIVE_INFINITY);
    this.maxNodes = limits.budgetNodes ?? Number.POSITIVE_INFINITY;
  }

  /** Counts one expansion; false once this budget (or the whole it is part of) is spent. */
  spend(): boolean {
    if (this.stopped || this.nodes >= this.maxNodes) return false;
    this.nodes++;
    if (this.whole && !this.whole.spend()) this.stopped = true;
    else if (this.nodes % CHECK_EVERY === 1) {
      this.stopped = performance.now() >= this.deadline || this.limits.shouldStop?.() === true;
    }
    return !this.stopped;
  }

  /** True once `spend` has refused. */
  get spent(): boolean {
    return this.stopped || this.nodes >= this.maxNodes;
  }

  /** A part of what is left, for a phase that must leave the rest to the next one. */
  part(fraction: number): Budget {
    const nodes = Math.floor((this.maxNodes - this.nodes) * fraction);
    return new Budget(
      {
        budgetMs: (this.deadline - performance.now()) * fraction,
        budgetNodes: Number.isFinite(nodes) ? nodes : undefined,
        shouldStop: this.limits.shouldStop,
      },
      this,
    );
  }

  /** A part of at most `nodes` expansions, for a search that must leave the rest to others. */
  upTo(nodes: number): Budget {
    return new Budget({ budgetNodes: nodes, shouldStop: this.limits.shouldStop }, this);
  }

  get ms(): number {
    return performance.now() - this.began;
  }
}
