/** The messages between the page and the solver's Web Worker. */
import type { Move, PositionJson } from "../../engine/index.js";
import type { FairHint } from "../../solver/fair/player.js";

export type SolverRequest =
  /**
   * Solve a position with every card known; `paired` where a second worker searches it
   * beside the solver (`solve-beside`).
   */
  | {
      readonly kind: "solve";
      readonly position: PositionJson;
      readonly budgetMs: number;
      readonly paired?: boolean;
    }
  /** Search it as a second core does beside the solver (`solveBeside`); answered as `solve`. */
  | { readonly kind: "solve-beside"; readonly position: PositionJson; readonly budgetMs: number }
  /** A hint from the cards the player can see only (the fair player). */
  | {
      readonly kind: "fair-hint";
      readonly position: PositionJson;
      readonly samples: number;
      /** Time for the whole decision, all layouts together. */
      readonly thinkMs: number;
      readonly seed: number;
      /** The player has seen every stock card: the waste was turned back over. */
      readonly stockSeen: boolean;
    }
  /** Try up to `tries` random deals of a game; answer the first proved winnable. */
  | {
      readonly kind: "find-deal";
      readonly game: string;
      readonly budgetMs: number;
      readonly tries: number;
    };

export type SolverAnswer =
  | {
      readonly kind: "solve";
      readonly result: "won" | "lost" | "unknown";
      readonly moves: readonly Move[];
    }
  | {
      readonly kind: "fair-hint";
      readonly move: Move | null;
      readonly basis: FairHint["basis"];
      readonly samples: number;
      readonly won: number;
      /** Hindsight: the guesses still won after the move. */
      readonly votes: number;
    }
  | { readonly kind: "find-deal"; readonly deal: number | null }
  | { readonly kind: "error"; readonly message: string };

export interface RequestEnvelope {
  readonly id: number;
  readonly request: SolverRequest;
}

export interface AnswerEnvelope {
  readonly id: number;
  readonly answer: SolverAnswer;
}
