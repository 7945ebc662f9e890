/**
 * Winnability, from the solver in its worker: verdicts cached per position (so undo and
 * redo show known verdicts at once) and, for the open games, the indicator's verdict of
 * the position on the table, re-solved after every move within a small budget.
 */
import { computed, effect, signal } from "@preact/signals";
import {
  type Move,
  type Position,
  play,
  positionToJson,
  positionToText,
} from "../../engine/index.js";
import { isOpenGame } from "../../solver/fair/unseen.js";
import { searchesBeside } from "../../solver/schedule/plans.js";
import { afterPaint } from "../after-paint.js";
import { active, position, settings } from "../state/store.js";
import { firstDecided } from "./first-decided.js";
import type { SolverAnswer } from "./protocol.js";
import { SolverClient } from "./solver-client.js";

export interface Verdict {
  readonly result: "won" | "lost" | "unknown";
  /** For `won`: the moves of a winning line from the position. */
  readonly line: readonly Move[];
  /** The budget that gave an `unknown`; a larger one may do better. */
  readonly budgetMs: number;
}

export const VERDICT_BUDGET_MS = 1500;

/** Analysis of the position on the table (verdicts, hints, the solution from the deal). */
export const analysis = new SolverClient();
/**
 * A second worker for verdicts, where the machine has a second core and the game gives
 * it something to search beside the solver (`searchesBeside`), which then leaves that
 * search to it (`paired`): the first to decide answers (public Spiderette deals at 10 s:
 * p90 6.8 s against 10 s). Not for the indicator's short question after every move:
 * the solver mostly answers it within milliseconds, and the worker beside, stopped
 * then, would be started again with every move.
 */
const besideAnalysis = new SolverClient();
const twoCores = (globalThis.navigator?.hardwareConcurrency ?? 1) > 1;

/** The solver's answer on `target`, raced against the search beside it where there is one. */
function solved(target: Position, budgetMs: number): Promise<SolverAnswer | null> {
  const position = positionToJson(target);
  const paired = twoCores && budgetMs > VERDICT_BUDGET_MS && searchesBeside(target.rules);
  const solver = analysis.ask({ kind: "solve", position, budgetMs, paired });
  if (!paired) return solver;
  const beside = besideAnalysis.ask({ kind: "solve-beside", position, budgetMs });
  const decides = (answer: SolverAnswer) => answer.kind === "solve" && answer.result !== "unknown";
  return firstDecided(solver, beside, decides, () => besideAnalysis.cancel());
}

export const verdicts = signal<ReadonlyMap<string, Verdict>>(new Map());
const inFlight = new Map<string, Promise<Verdict | null>>();

/** Keys already made, by position (positions never change): a move reads a few each. */
const keys = new WeakMap<Position, string>();

export function keyOf(target: Position): string {
  let key = keys.get(target);
  if (key === undefined) {
    key = positionToText(target);
    keys.set(target, key);
  }
  return key;
}
export const currentKey = computed(() => (position.value ? keyOf(position.value) : null));

/**
 * How many positions along a won line are cached with it: each keeps the rest of the
 * line, so the whole of a long line would cost its length squared (a line of 40,000
 * moves ran the page out of memory). Positions further on are solved when reached.
 */
const LINE_POSITIONS_REMEMBERED = 500;

/** Caches a verdict and, for a win, the positions along the start of its line. */
function remember(start: Position, verdict: Verdict): void {
  const next = new Map(verdicts.peek());
  next.set(keyOf(start), verdict);
  let at = start;
  verdict.line.slice(0, LINE_POSITIONS_REMEMBERED).forEach((move, i) => {
    at = play(at, move);
    next.set(keyOf(at), { ...verdict, line: verdict.line.slice(i + 1) });
  });
  verdicts.value = next;
}

function known(key: string, budgetMs: number): Verdict | null {
  const verdict = verdicts.peek().get(key);
  return verdict && (verdict.result !== "unknown" || verdict.budgetMs >= budgetMs) ? verdict : null;
}

/** The verdict on `target`, cached or solved with `budgetMs`; null when the work was cancelled. */
export async function verdictOf(target: Position, budgetMs: number): Promise<Verdict | null> {
  const key = keyOf(target);
  const earlier = inFlight.get(key);
  if (earlier) await earlier;
  const cached = known(key, budgetMs);
  if (cached) return cached;
  const asked = solved(target, budgetMs).then((answer): Verdict | null => {
    if (answer?.kind !== "solve") return null;
    const verdict = { result: answer.result, line: answer.moves, budgetMs };
    remember(target, verdict);
    return verdict;
  });
  inFlight.set(key, asked);
  try {
    return await asked;
  } finally {
    inFlight.delete(key);
  }
}

/** The indicator is on: the setting is on and every card of the game is in sight. */
export const indicatorOn = computed(() => {
  const game = active.value;
  return game !== null && (settings.value?.showWinnability ?? false) && isOpenGame(game.rules);
});

export type Shown = "winnable" | "lost" | "unknown" | "checking";

/**
 * Positions proved winnable without a line to show for it (a deal found by "Winnable
 * deals only"): shown as winnable at once, while the solver looks for its line.
 */
const provedWinnable = signal<ReadonlySet<string>>(new Set());

export function markProvedWinnable(target: Position): void {
  provedWinnable.value = new Set(provedWinnable.peek()).add(keyOf(target));
}

export const shownVerdict = computed<Shown | null>(() => {
  const key = currentKey.value;
  if (!indicatorOn.value || key === null) return null;
  const verdict = verdicts.value.get(key);
  if (verdict?.result === "won" || provedWinnable.value.has(key)) return "winnable";
  return verdict ? verdict.result : "checking";
});

/** The position on the table is where the game began: no move is in effect. */
export const atStart = computed(() => {
  const game = active.value;
  return game !== null && currentKey.value === keyOf(game.timeline.positions[0]);
});

/** While the position is lost: the index of the last winnable position the game passed through. */
export const lastWinnable = computed<number | null>(() => {
  const game = active.value;
  if (shownVerdict.value !== "lost" || !game) return null;
  const cache = verdicts.value;
  for (let i = game.timeline.cursor - 1; i >= 0; i--) {
    if (cache.get(keyOf(game.timeline.positions[i]))?.result === "won") return i;
  }
  return null;
});

/**
 * After each move: stale work is cancelled and, if the indicator needs it, the new
 * position solved once the move is on screen (a fresh worker takes a while to start).
 */
export function watchWinnability(): void {
  effect(() => {
    const current = position.value;
    const on = indicatorOn.value;
    analysis.cancel();
    besideAnalysis.cancel();
    if (!current || !on) return;
    afterPaint(() => {
      if (position.peek() !== current || verdicts.peek().has(keyOf(current))) return;
      void verdictOf(current, VERDICT_BUDGET_MS);
    });
  });
}
