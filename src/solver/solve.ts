/**
 * The solver for the open game (every card known, the stock's order included). Three
 * phases share the budget (the castle family's differ, below):
 * 1. a best-first search over the promising moves (promising.ts), which finds most
 *    wins quickly;
 * 2. beam searches over the same moves, ever wider, for the wins best-first search
 *    misses by sinking into a plateau of good-looking dead ends (see SHARES), and over
 *    every search move once the promising ones run dry (on a compact Spider tableau,
 *    from the start); where the stock deals onto the tableau, stage beam searches
 *    (stages.ts) take turns with them, except on a compact Spider tableau, where
 *    best-first searches that expand new positions first take turns instead
 *    (novelty.ts; all in wider-beams.ts). A second core can run lanes of beams beside the solver
 *    (`solveBeside`), which then leaves them out;
 * 3. a complete search. In the open castle family, a depth-first search on a compact
 *    tableau (castle-search.ts), about five times as fast as the others and good at
 *    wins they miss; elsewhere, where the promising moves are all the search moves
 *    (moves.ts), the best-first search of phase 1 going on where it stopped; otherwise
 *    a depth-first search over every search move, on a compact tableau where the game
 *    has one (spider-tableau.ts: the one-deck Spider family). It proves `lost` when it
 *    runs dry.
 * In the one-deck Spider family every phase runs on that compact tableau, through the
 * same positions as over engine positions but for the dead ends it leaves out, two to
 * three and a half times as fast.
 * In the castle family phase 2 is different: first the rank game (rank-search.ts), a
 * complete search of a game that knows moved cards only by rank, which proves most
 * losses, and whose verdicts the depth-first searches after it use to drop positions;
 * then, for wins, short depth-first searches started again in random move orders
 * (restarts.ts), in place of the beams; then, where the rank game can be won, finer
 * rank games that keep some ranks' suits (`KEPT_RANKS`), for the losses it misses.
 * Paired, it leaves the restarts and the finer games to the second core
 * (`castleBeside`) and gives the depth-first search all the time after the rank game.
 * `lost` is said only after a complete search ran dry: a wrong `lost` is the worst bug.
 */
import type { Move } from "../engine/move.js";
import { isWon, type Position } from "../engine/position.js";
import { BestFirst } from "./best-first.js";
import { Budget, type SearchLimits } from "./budget.js";
import { castleDepthFirst, searchesCompactly } from "./castle-search.js";
import { depthFirst } from "./depth-first.js";
import { searchMoves } from "./moves.js";
import type { Outcome } from "./outcome.js";
import { type Family, familyOf, isCompleteFilter, promisingMoves } from "./promising.js";
import { anyRankFillsSpace, provesByRank, type RankSolution, rankSolve } from "./rank-search.js";
import { keptRanks } from "./rank-tableau.js";
import { castleRestarts } from "./restarts.js";
import { searchesSpiderCompactly } from "./spider-plan.js";
import { spiderBestFirst, spiderDepthFirst } from "./spider-search.js";
import { widerBeams } from "./wider-beams.js";

export interface SolveOptions extends SearchLimits {
  /**
   * How many positions the search may remember at once. A smaller number saves memory
   * and may turn a `lost` into an `unknown`.
   */
  readonly maxMemoryEntries?: number;
  /**
   * A second core runs `solveBeside` on the same position and budget: the solver
   * leaves what is searched there to it (a lane of beams; in the castle family, the
   * searches for wins and the finer rank games).
   */
  readonly paired?: boolean;
}

export interface SolveResult {
  readonly result: "won" | "lost" | "unknown";
  /** For `won`: the moves from the given position to the win; otherwise empty. */
  readonly moves: Move[];
  /** Positions expanded. */
  readonly nodes: number;
  readonly ms: number;
}

export const DEFAULT_MEMORY_ENTRIES = 2_000_000;
interface Shares {
  readonly bestFirst: number;
  readonly beams: number;
  /**
   * Where the promising moves drop some, the share of what the beams leave for the
   * best-first search of phase 1 to go on where it stopped, before the complete search.
   */
  readonly resumed: number;
}
/**
 * Each phase's share of the budget left when it starts, per family of games
 * (promising.ts). Where phase 1 is itself complete (`order-only`), it gets a good part
 * first (most lost deals are proved in milliseconds) and the complete search the rest
 * after the beams. In the Spider family a deal the first two phases cannot win is rarely
 * proved lost in any budget, so the proof gets the small part, and best-first search
 * most of that first: every loss proved there at 10 s a deal came after best-first
 * search ran dry early, and public Will o' the Wisp deal 110, which best-first search
 * wins after about 2.6 s (at the very end of its first share, so not in every run), is
 * then won later when it is missed there. With a waste (Penta) beams took about five
 * times as long as best-first search on the deals measured: none there.
 */
const SHARES: Record<Family, Shares> = {
  "order-only": { bestFirst: 0.2, beams: 0.4, resumed: 0 },
  runs: { bestFirst: 0.27, beams: 0.86, resumed: 0.7 },
  waste: { bestFirst: 0.5, beams: 0, resumed: 0 },
};
/**
 * Where the complete phase is the compact castle search, about five times as fast as
 * the searches over engine positions, it gets most of the budget: the wins the first
 * two phases find come early. Against the `order-only` shares, at 10 s a deal: the
 * same public Penelope's Web deals decided; of the project's deals 1-200, four more
 * (two won, two lost) and none fewer. No beams: the restarts (`RESTART_SHARE`) win far
 * sooner.
 */
const COMPACT_SHARES: Shares = { bestFirst: 0.05, beams: 0, resumed: 0 };
/**
 * Where the beams run on a compact tableau (spider-tableau.ts), they win deals that
 * best-first search would only win later, if at all: it gets a smaller first share.
 * Of the 36 public Spiderette deals undecided at 10 s before the compact beams, 11 are
 * won with these shares, 10 with the `runs` shares. The beams' 0.95 (0.86 before) pays
 * for their lane that keeps new positions first (wider-beams.ts): the resumed search and
 * the proof after it won nothing on the public deals in the time it took.
 */
const COMPACT_BEAM_SHARES: Shares = { bestFirst: 0.1, beams: 0.95, resumed: 0.7 };
/**
 * The share of the rank game (rank-search.ts), after best-first search. A lost deal is
 * settled there within a second or so where the search over cards needs millions of
 * positions; a won deal's rank game, searched whole, lets the search over cards drop
 * the positions it proves lost (public Penelope's Web deals 67 and 186, won at 10 s only
 * so). Where a space takes any card the rank game of a won deal is too big to settle:
 * it gets only what proofs need (public Streets and Alleys deals: the slowest 0.7 s), and
 * the searches that win keep their time (Beleaguered Castle: 130 won with the larger
 * share, 133 without the rank game).
 */
const RANK_SHARE = 0.5;
/**
 * The share of the depth-first searches started again in random move orders
 * (restarts.ts), after the rank game, in the castle family, where the beams had 0.15:
 * the wins come several times sooner (public Penelope's Web deals at 10 s: p90 1.12 s
 * against 2.43 s; Streets and Alleys 109 won against 94). Half the time, as first tried,
 * took from the proofs of loss that need the depth-first search: project deals 1070
 * and 1176, proved lost in 6.6 s before, were left open.
 */
const RESTART_SHARE = 0.2;
const RANK_PROOF_SHARE = 0.1;
/**
 * Where the rank game can be won, finer games that keep the suits of some ranks' moved
 * cards (rank-tableau.ts), each given `KEPT_SHARE` of what is left. Of nine Penelope's
 * Web deals of the project left open at 10 s without them (1091, 1238, 1239, 1264, 2172,
 * 2201, 2219, 2307, 2384), these prove 1264 and 2172 (9 to Jack), 1238 (Jack to King)
 * and 2219 (7 to 9) lost, within 1.2 s each; no run of three or four ranks tried proves
 * another within 3 s. Two games at 0.15 each, before the games stopped at their first
 * win, left open deal 1176 (proved lost at 7.5 s without them).
 */
const KEPT_RANKS = [keptRanks(9, 11), keptRanks(11, 13), keptRanks(7, 9)];
const KEPT_SHARE = 0.12;
/**
 * The finer rank games' share on a second core, where no depth-first search waits
 * after them (`castleBeside`): Penelope's Web deal 1239 needs about 3.7 s of its 9 to
 * Jack game with both cores busy.
 */
const KEPT_SHARE_BESIDE = 0.5;
/**
 * The beams' share where best-first search ran dry. Public Will o' the Wisp deal 112:
 * best-first search runs dry after half a second, the proof takes 2.3 s more; deal 172
 * is won by the beams after about 5 s. A fifth instead of half proves a few more
 * Spiderette deals lost and loses about as many wins (docs/benchmarks.md, nineteenth
 * round).
 */
const RAN_DRY_BEAMS = 0.5;

/**
 * Do the finer rank games (`KEPT_RANKS`), each given `share` of what is left, prove
 * `start` lost?
 */
const keepingProvesLost = (start: Position, budget: Budget, memory: number, share: number) =>
  KEPT_RANKS.some(
    (kept) =>
      rankSolve(start, budget.part(share), memory, { kept, untilWon: true }).kind === "lost",
  );

/**
 * The rank game (rank-search.ts), given its share of `budget`, or null in a game that
 * has none.
 */
const rankGame = (start: Position, budget: Budget, memory: number): RankSolution | null =>
  provesByRank(start.rules)
    ? rankSolve(
        start,
        budget.part(anyRankFillsSpace(start.rules) ? RANK_PROOF_SHARE : RANK_SHARE),
        memory,
      )
    : null;

const promising = (position: Position) => promisingMoves(position, searchMoves(position));

const finisher =
  (budget: Budget) =>
  (result: SolveResult["result"], moves: Move[] = []): SolveResult => ({
    result,
    moves,
    nodes: budget.nodes,
    ms: budget.ms,
  });

export function solve(start: Position, options: SolveOptions = {}): SolveResult {
  const budget = new Budget(options);
  const memory = options.maxMemoryEntries ?? DEFAULT_MEMORY_ENTRIES;
  const finish = finisher(budget);
  if (isWon(start)) return finish("won");

  const complete = isCompleteFilter(start.rules);
  const shares = searchesCompactly(start.rules)
    ? COMPACT_SHARES
    : searchesSpiderCompactly(start.rules)
      ? COMPACT_BEAM_SHARES
      : SHARES[familyOf(start.rules)];
  const bestFirst = searchesSpiderCompactly(start.rules)
    ? spiderBestFirst(start, memory)
    : new BestFirst(start, promising, memory);
  const first = bestFirst.run(budget.part(shares.bestFirst));
  if (first.kind === "won") return finish("won", first.moves);
  if (first.kind === "exhausted" && complete) return finish("lost");
  const byRank = rankGame(start, budget, memory);
  if (byRank?.kind === "lost") return finish("lost");
  const rankVerdicts = byRank?.verdicts ?? null;
  // Paired, the castle family goes straight to its depth-first search: the second core
  // runs the restarts and the finer games (`castleBeside`).
  if (searchesCompactly(start.rules) && !options.paired) {
    const found = restartsThenFinerGames(start, budget, memory, byRank, KEPT_SHARE);
    if (found.kind === "won") return finish("won", found.moves);
    if (found.kind === "exhausted") return finish("lost");
  }
  if (shares.beams > 0) {
    // Where best-first search ran dry, the promising moves lead nowhere: the beams
    // search every move instead, and leave half the time to the proof of loss that
    // such a deal often needs.
    const ranDry = first.kind === "exhausted";
    const part = budget.part(ranDry ? RAN_DRY_BEAMS : shares.beams);
    const firstLane = ranDry ? "search" : "promising";
    const share = options.paired ? "paired" : "whole";
    const beams = widerBeams(start, promising, firstLane, share, part, memory);
    if (beams.kind === "won") return finish("won", beams.moves);
    if (beams.kind === "exhausted") return finish("lost");
  }
  if (complete) {
    const rest = searchesCompactly(start.rules)
      ? castleDepthFirst(start, budget, memory, rankVerdicts)
      : bestFirst.run(budget);
    if (rest.kind === "won") return finish("won", rest.moves);
    return finish(rest.kind === "exhausted" ? "lost" : "unknown");
  }

  if (first.kind === "gave-up" && shares.resumed > 0) {
    const resumed = bestFirst.run(budget.part(shares.resumed));
    if (resumed.kind === "won") return finish("won", resumed.moves);
  }
  const proof = searchesSpiderCompactly(start.rules)
    ? spiderDepthFirst(start, budget, memory)
    : depthFirst(start, budget, memory);
  if (proof.kind === "won") return finish("won", proof.moves);
  return finish(proof.kind === "exhausted" ? "lost" : "unknown");
}

/**
 * What a second core searches beside `solve` (given `paired`), on the same position and
 * budget: lanes of beams with the whole core to themselves (`BeamShare` of
 * wider-beams.ts), the move beams over every search move on a compact Spider tableau,
 * eager and patient, and elsewhere the stage beams where the stock deals onto the
 * tableau. Its `won` comes with a solution and its `lost` only after a complete search,
 * as `solve`'s; a game with no such lane (`searchesBeside` of beside.ts says which) is
 * `unknown` at once. With it, one deal at a time at 10 s, the two cores decide more
 * deals than one, and sooner (docs/benchmarks.md, twenty-second and twenty-third rounds).
 * In the open castle family it runs the restarts and the finer rank games the solver,
 * paired, leaves to it (`castleBeside`).
 * On the compact Spider tableau, once the beams of every lane keep running dry
 * (`DRY_BEAMS` of wider-beams.ts), the rest of the time goes to the depth-first proof,
 * which the solver's own schedule leaves almost none: public Spiderette deal 127 and the
 * project's 1437 proved lost at 8.3 to 9.7 s, open before, and eleven other losses
 * proved up to 2.7 s sooner (docs/benchmarks.md, thirty-fourth round).
 */
export function solveBeside(start: Position, options: SolveOptions = {}): SolveResult {
  const budget = new Budget(options);
  const finish = finisher(budget);
  if (isWon(start)) return finish("won");
  const memory = options.maxMemoryEntries ?? DEFAULT_MEMORY_ENTRIES;
  if (searchesCompactly(start.rules)) {
    const found = castleBeside(start, budget, memory);
    return found.kind === "won"
      ? finish("won", found.moves)
      : finish(found.kind === "exhausted" ? "lost" : "unknown");
  }
  const beams = widerBeams(start, promising, "promising", "beside", budget, memory);
  if (beams.kind === "won") return finish("won", beams.moves);
  if (beams.kind === "exhausted") return finish("lost");
  if (budget.spent || !searchesSpiderCompactly(start.rules)) return finish("unknown");
  const proof = spiderDepthFirst(start, budget, memory);
  if (proof.kind === "won") return finish("won", proof.moves);
  return finish(proof.kind === "exhausted" ? "lost" : "unknown");
}

/**
 * The castle family's lane beside the solver, which, paired, goes from its rank game
 * straight to the depth-first search. Here: the rank game too (its verdicts drop
 * positions), the restarts for wins, the finer rank games with the time the solver alone
 * keeps for its depth-first search, then restarts again. Of Penelope's Web deals left
 * open at 10 s on one core, 1238 and 2201 need the depth-first search for 6.3 and 7.4 s,
 * 1239 its 9 to Jack game for 3.7 s: more than one core's schedule gives them.
 */
function castleBeside(start: Position, budget: Budget, memory: number): Outcome {
  const byRank = rankGame(start, budget, memory);
  if (byRank?.kind === "lost") return { kind: "exhausted" };
  const found = restartsThenFinerGames(start, budget, memory, byRank, KEPT_SHARE_BESIDE);
  if (found.kind !== "gave-up" || budget.spent) return found;
  return castleRestarts(start, budget, memory, byRank?.verdicts ?? null);
}

/**
 * The castle family's searches after its rank game (`byRank`, where the game has one and
 * it did not prove the deal lost): the restarts for wins, then, where the rank game can
 * be won, the finer rank games, each given `keptShare` of what is left. `exhausted` when
 * either proves the deal lost.
 */
function restartsThenFinerGames(
  start: Position,
  budget: Budget,
  memory: number,
  byRank: Exclude<RankSolution, { kind: "lost" }> | null,
  keptShare: number,
): Outcome {
  const verdicts = byRank?.verdicts ?? null;
  const restarted = castleRestarts(start, budget.part(RESTART_SHARE), memory, verdicts);
  // The restarts win first: a won deal's finer games only take time. Each search sets
  // up its tables before it first looks at the budget: once it is spent, none starts.
  if (restarted.kind !== "gave-up" || budget.spent) return restarted;
  if (byRank?.kind === "winnable" && keepingProvesLost(start, budget, memory, keptShare)) {
    return { kind: "exhausted" };
  }
  return { kind: "gave-up" };
}
