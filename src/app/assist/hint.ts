/**
 * Hint (button and H key); asked again, it plays the move shown. Open games: the next
 * move of a winning line, or, where none is known, a move that keeps options open. Games with hidden cards: the fair player's
 * best guess from the cards in sight, said to be a guess.
 */
import { computed, signal } from "@preact/signals";
import { isWon, type Move, type Position, positionToJson } from "../../engine/index.js";
import { heuristicMove } from "../../solver/fair/heuristic.js";
import { FAIR_HINT_BUDGET } from "../../solver/fair/hint-budget.js";
import { isOpenGame } from "../../solver/fair/unseen.js";
import { markAssisted, playerMove, say } from "../state/game-actions.js";
import { suggestMove } from "../state/messages.js";
import { active, position } from "../state/store.js";
import type { Timeline } from "../state/timeline.js";
import { memoryOf } from "./memory.js";
import type { SolverAnswer } from "./protocol.js";
import { analysis, currentKey, keyOf, verdictOf } from "./verdicts.js";

/** A winning line is looked for this long when the indicator's budget found none. */
const HINT_BUDGET_MS = 4000;

const hint = signal<{
  readonly key: string;
  readonly move: Move;
  /** The game it was asked in, by its first position: another game's hint is not shown. */
  readonly start: Position | undefined;
} | null>(null);

/** The hinted move, while its position is on the table in the game it was asked in. */
export const hintedMove = computed(() => {
  const shown = hint.value;
  const start = active.value?.timeline.positions[0];
  return shown && shown.key === currentKey.value && shown.start === start ? shown.move : null;
});

function show(at: Position, move: Move, text: string): void {
  hint.value = { key: keyOf(at), move, start: active.peek()?.timeline.positions[0] };
  say(`${text} Hint again plays it.`);
}

async function openGameHint(current: Position): Promise<void> {
  say("Looking for a winning line…");
  const verdict = await verdictOf(current, HINT_BUDGET_MS);
  if (!verdict || position.value !== current) return;
  if (verdict.result === "won" && verdict.line.length > 0) {
    show(current, verdict.line[0], `Hint: ${suggestMove(current, verdict.line[0])}`);
    return;
  }
  const lead =
    verdict.result === "lost"
      ? "Sorry, this position can no longer be won."
      : "No winning line found yet.";
  const fallback = heuristicMove(current);
  if (!fallback) say(lead);
  else
    show(
      current,
      fallback,
      `${lead} A move that keeps options open: ${suggestMove(current, fallback)}`,
    );
}

type FairAnswer = Extract<SolverAnswer, { kind: "fair-hint" }>;

/** Why the fair player chose its move, in the player's words. */
function whyFair(answer: FairAnswer): string {
  switch (answer.basis) {
    case "look-through":
      return "look through the stock first: once it is turned back over, you know every card in it and its order";
    case "hindsight":
      return `after it, ${answer.votes} of ${answer.samples} guesses at the hidden cards can still be won`;
    case "kept-line":
      return answer.samples === 0
        ? "it goes on with the winning line of an earlier hint"
        : `it goes on with the line of an earlier hint: what has turned up since agrees with its guess, and ${answer.votes} of ${answer.samples} other guesses can still be won after it`;
    case "sampled-wins":
      return `it starts a win in ${answer.won} of ${answer.samples} guesses at the hidden cards`;
    default:
      return "planned from the cards in sight, no guess at the hidden ones being won by a better move";
  }
}

async function fairHint(current: Position, timeline: Timeline): Promise<void> {
  say("Thinking about the cards you can see…");
  const answer = await analysis.ask({
    kind: "fair-hint",
    position: positionToJson(current),
    ...FAIR_HINT_BUDGET,
    seed: 1,
    stockSeen: memoryOf(timeline).stockSeen,
  });
  if (answer?.kind !== "fair-hint" || position.value !== current) return;
  if (!answer.move) {
    say("There is no move to suggest.");
    return;
  }
  show(
    current,
    answer.move,
    `Best guess from the cards you can see (${whyFair(answer)}): ${suggestMove(current, answer.move)}`,
  );
}

/** Hint: shows a move; asked again while the move is shown, plays it. */
export function askHint(): void {
  const current = position.value;
  if (!current) return;
  const shown = hintedMove.value;
  if (shown) {
    hint.value = null;
    playerMove(shown);
  } else if (isWon(current)) say("The game is won: there is nothing left to hint.");
  else {
    markAssisted();
    const timeline = active.peek()?.timeline;
    if (isOpenGame(current.rules)) void openGameHint(current);
    else if (timeline) void fairHint(current, timeline);
  }
}
