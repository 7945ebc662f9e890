/**
 * The solver's Web Worker: answers one request at a time. It imports only engine,
 * games and solver code. The page cancels work by ending the worker.
 */
import { dealPosition, parsePosition } from "../../engine/index.js";
import { gameById } from "../../games/index.js";
import { FAIR_HINT_BUDGET } from "../../solver/fair/hint-budget.js";
import { KeptLine } from "../../solver/fair/kept-line.js";
import { nextFairMove } from "../../solver/fair/player.js";
import { playerView } from "../../solver/fair/unseen.js";
import { solve, solveBeside } from "../../solver/index.js";
import type { AnswerEnvelope, RequestEnvelope, SolverAnswer, SolverRequest } from "./protocol.js";

const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * The line of the last fair hint, which the next one goes on with while the player
 * follows it and what turns up agrees (kept-line.ts), as `winrate --player fair` plays.
 */
const keptLine = new KeptLine(FAIR_HINT_BUDGET.samples, 1);

function answer(request: SolverRequest): SolverAnswer {
  if (request.kind === "find-deal") {
    const rules = gameById(request.game);
    if (!rules) return { kind: "error", message: `no game "${request.game}"` };
    for (let i = 0; i < request.tries; i++) {
      const deal = 1 + Math.floor(Math.random() * 1_000_000);
      const result = solve(dealPosition(rules, deal), { budgetMs: request.budgetMs });
      if (result.result === "won") return { kind: "find-deal", deal };
    }
    return { kind: "find-deal", deal: null };
  }
  const parsed = parsePosition(request.position, gameById);
  if (!parsed.ok) return { kind: "error", message: parsed.error };
  if (request.kind === "solve" || request.kind === "solve-beside") {
    const { budgetMs } = request;
    const result =
      request.kind === "solve"
        ? solve(parsed.value, { budgetMs, paired: request.paired })
        : solveBeside(parsed.value, { budgetMs });
    return { kind: "solve", result: result.result, moves: result.moves };
  }
  // The fair player gets the view only: what the player can see, and has seen.
  const view = playerView(parsed.value, { stockSeen: request.stockSeen });
  const hint = nextFairMove(keptLine, view, {
    samples: request.samples,
    thinkMs: request.thinkMs,
    seed: request.seed,
  });
  return {
    kind: "fair-hint",
    move: hint.move,
    basis: hint.basis,
    samples: hint.samples,
    won: hint.won,
    votes: hint.votes,
  };
}

scope.onmessage = (event: MessageEvent<RequestEnvelope>) => {
  const { id, request } = event.data;
  const reply: AnswerEnvelope = { id, answer: answer(request) };
  scope.postMessage(reply);
};
