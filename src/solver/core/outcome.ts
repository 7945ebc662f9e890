import type { Move } from "../../engine/move.js";

/** What one search phase found. */
export type Outcome =
  | { readonly kind: "won"; readonly moves: Move[] }
  /** Every position reachable with the phase's moves was expanded, and none is won. */
  | { readonly kind: "exhausted" }
  /**
   * The budget ran out, or memory forced the phase to drop positions. `ranDry`: a beam
   * that dropped positions on the way and then found no child at a level.
   */
  | { readonly kind: "gave-up"; readonly ranDry?: boolean };
