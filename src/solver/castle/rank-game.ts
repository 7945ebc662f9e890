/**
 * The rank game of the open castle family. Where a card fits on another by
 * their ranks alone (Penelope's Web and its relatives build down regardless of suit),
 * a card that has left its place in the deal matters to the tableau only by its rank:
 * its suit matters only when it goes home. The rank tableau keeps the cards still where
 * they were dealt as they are and knows each card that has moved only by its rank (a
 * "token"); a token may go home as any card of its rank that has moved and is not home.
 *
 * Every play of the real game is a play of the rank game (the token of a card may do
 * whatever the card does), so when no play of the rank game wins, no play of the real
 * game does: a rank position no play wins from proves lost every real position it
 * stands for, the deal itself included. A rank win proves nothing, since a token may go
 * home as a card that lies elsewhere.
 *
 * Why it pays: Penelope's Web proofs spend most of their positions on piles that hold
 * the same ranks in other suits. One public deal proved lost after 10.4 million real
 * positions has the same six cards home in 8.3 million of them, and only 58,896 tell
 * apart their piles by rank; its rank game is exhausted after 103,484 positions.
 */
import type { Position } from "../../engine/position.js";
import type { GameRules } from "../../engine/rules.js";
import type { Budget } from "../core/budget.js";
import { capacityFor, entryBytes, KeyIndex } from "../core/placement-table.js";
import type { CastlePiles } from "./family.js";
import { type RankMove, RankTableau, rankRulesOf } from "./rank-tableau.js";
import type { LossProof } from "./tableau.js";

/** True when `rankSolve` can search this game. */
export const provesByRank = (rules: GameRules): boolean => rankRulesOf(rules) !== null;

/**
 * Per rank position searched: still on the stack of `rankSolve`, won from, a child won
 * from (or itself won).
 */
const ON_STACK = 1;
const WINNABLE = 2;
const CHILD_WINNABLE = 4;
/** The bytes a rank position takes besides its key: its lowest link and its flags. */
const BYTES_BESIDE_KEY = 5;

/** What the whole rank game of a deal says of the real positions of its search. */
export class RankVerdicts implements LossProof {
  constructor(
    private readonly index: KeyIndex,
    private readonly flags: Uint8Array,
    private readonly scratch: RankTableau,
  ) {}

  /**
   * True when no play of the rank game wins from the rank view of `position` (of a
   * search from the deal), so that no play of the real game does either. False where
   * the rank game has not settled it.
   */
  provesLost(position: CastlePiles): boolean {
    this.scratch.load(position);
    const { hash, words } = this.scratch.key;
    const entry = this.index.indexOf(hash, words);
    return entry >= 0 && (this.flags[entry] & (WINNABLE | ON_STACK)) === 0;
  }
}

/**
 * `lost` proves the deal lost. Otherwise the verdicts say which real positions the rank
 * game proves lost: all it searched where it is `winnable`, those of the components it
 * settled where it gave up.
 */
export type RankSolution =
  | { readonly kind: "lost" }
  | { readonly kind: "winnable" | "gave-up"; readonly verdicts: RankVerdicts | null };

/**
 * Searches the whole rank game from `start` (a position of a game `provesByRank`
 * takes) and finds which of its positions a play wins from: `lost` proves the deal
 * lost; otherwise the verdicts let the search over cards drop every real position the
 * rank game proves lost (a Penelope's Web deal won after 6.8 million real positions is
 * then won after 1.1 million). Positions reached from one another form
 * strongly connected components, all won from or none: Tarjan's algorithm settles
 * each as its search completes. `memory` is the allowance of the searches over engine
 * positions; `kept`, the ranks whose moved cards keep their suits (rank-tableau.ts).
 * With `untilWon`, the search stops at the first win it meets, without verdicts: only
 * a loss would have been of use.
 */
export function rankSolve(
  start: Position,
  budget: Budget,
  memory: number,
  { kept = 0, untilWon = false } = {},
): RankSolution {
  const tableau = new RankTableau(start, kept);
  if (tableau.tooDeep) return { kind: "gave-up", verdicts: null };
  const width = tableau.key.words.length;
  const capacity = capacityFor(memory, entryBytes(width) + BYTES_BESIDE_KEY);
  const index = new KeyIndex(capacity, width);
  // Arrays of the whole capacity: their pages are taken only as entries come.
  const low = new Int32Array(capacity);
  const flags = new Uint8Array(capacity);
  // The positions whose components are not settled yet, in the order they were entered.
  const open: number[] = [];
  // Frame i: a position on the line, its moves, the next one to try, the move that reached it.
  const entryAt: number[] = [];
  const movesAt: RankMove[][] = [];
  const nextAt: number[] = [];
  const viaAt: RankMove[] = [];
  const enter = (via: RankMove): void => {
    const { hash, words } = tableau.key;
    const entry = index.add(hash, words);
    low[entry] = entry;
    flags[entry] = tableau.won ? ON_STACK | CHILD_WINNABLE : ON_STACK;
    open.push(entry);
    entryAt.push(entry);
    movesAt.push(tableau.moves());
    nextAt.push(0);
    viaAt.push(via);
  };
  const verdicts = new RankVerdicts(index, flags, new RankTableau(start, kept));
  if (!budget.spend()) return { kind: "gave-up", verdicts };
  enter(-1);
  while (entryAt.length > 0) {
    const depth = entryAt.length - 1;
    const entry = entryAt[depth];
    if (nextAt[depth] < movesAt[depth].length) {
      const move = movesAt[depth][nextAt[depth]++];
      tableau.play(move);
      const { hash, words } = tableau.key;
      if (tableau.won && untilWon) return { kind: "winnable", verdicts: null };
      const child = tableau.won ? -1 : index.indexOf(hash, words);
      if (child < 0 && !tableau.won) {
        if (index.count >= capacity || !budget.spend()) return { kind: "gave-up", verdicts };
        enter(move);
        continue;
      }
      tableau.undo(move);
      if (child < 0 || (flags[child] & WINNABLE) !== 0) flags[entry] |= CHILD_WINNABLE;
      else if ((flags[child] & ON_STACK) !== 0) low[entry] = Math.min(low[entry], child);
      continue;
    }
    entryAt.pop();
    movesAt.pop();
    nextAt.pop();
    const via = viaAt.pop() as RankMove;
    if (via >= 0) tableau.undo(via);
    if (low[entry] === entry) settle(open, entry, flags);
    if (depth > 0) {
      const parent = entryAt[depth - 1];
      low[parent] = Math.min(low[parent], low[entry]);
      if ((flags[entry] & WINNABLE) !== 0) flags[parent] |= CHILD_WINNABLE;
    }
  }
  if ((flags[0] & WINNABLE) === 0) return { kind: "lost" };
  return { kind: "winnable", verdicts };
}

/**
 * Settles the component entered at `root`: the positions on `open` from it on, won
 * from when any of them has a child won from.
 */
function settle(open: number[], root: number, flags: Uint8Array): void {
  let winnable = false;
  for (let at = open.length - 1; open[at] !== root; at--) {
    if ((flags[open[at]] & CHILD_WINNABLE) !== 0) winnable = true;
  }
  if ((flags[root] & CHILD_WINNABLE) !== 0) winnable = true;
  for (;;) {
    const entry = open.pop() as number;
    flags[entry] = winnable ? WINNABLE : 0;
    if (entry === root) return;
  }
}
