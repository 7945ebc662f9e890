/**
 * Proofs of loss for the open castle family by rank. Where a card fits on another by
 * their ranks alone (Penelope's Web and its relatives build down regardless of suit),
 * a card that has left its place in the deal matters to the tableau only by its rank:
 * its suit matters only when it goes home. The rank tableau keeps the cards still where
 * they were dealt as they are and knows each card that has moved only by its rank (a
 * "token"); a token may go home as any card of its rank that has moved and is not home.
 *
 * Every play of the real game is a play of the rank game (the token of a card may do
 * whatever the card does), so when no play of the rank game wins, no play of the real
 * game does: `exhausted` proves the deal lost. A rank win proves nothing, since a token
 * may go home as a card that lies elsewhere.
 *
 * Why it pays: Penelope's Web proofs spend most of their positions on piles that hold
 * the same ranks in other suits. Public deal 28 is proved lost after 10.4 million real
 * positions, of which 8.3 million have the same six cards home and only 58,896 tell
 * apart their piles by rank; the rank game is exhausted after about 130,000 positions.
 *
 * A rank position: per pile, how many of its dealt cards are still there (the bottom
 * ones, since a card leaves only once those above it have) and the run of tokens on
 * them, each one rank below the last. A pile whose dealt cards are all gone holds a run
 * of tokens from the table, or nothing.
 */
import { cardOf, rankOf, suitOf } from "../engine/card.js";
import { perRules } from "../engine/per-rules.js";
import type { Position } from "../engine/position.js";
import type { GameRules } from "../engine/rules.js";
import type { Budget } from "./budget.js";
import { safeHome } from "./castle-search.js";
import { type CompactMove, depthFirstLine, type SearchTableau } from "./compact-search.js";
import { CARD_CODES, type OpenCastle } from "./dead-ends.js";
import { openCastleOf } from "./reduction.js";

/** The rules by rank: which rank fits on which, which ranks fill a space. */
interface RankRules {
  readonly castle: OpenCastle;
  /** Per pair `rank * RANKS + target`: 1 when a card of `rank` fits on one of `target`. */
  readonly fits: Uint8Array;
  readonly fillsSpace: Uint8Array;
}

/** Ranks run from 1 to 13; 14 is the rank under a run of tokens that starts with a King. */
const RANKS = 16;
/** The most cards a pile may start with, for four bits of the key. */
const MOST_DEALT = 15;

/** The rank view of a castle game, or null where fitting depends on more than ranks. */
const rankRulesOf = perRules((rules: GameRules): RankRules | null => {
  const castle = openCastleOf(rules);
  if (!castle) return null;
  const fits = new Uint8Array(RANKS * RANKS);
  const fillsSpace = new Uint8Array(RANKS);
  for (let card = 0; card < CARD_CODES; card++) {
    const rank = rankOf(card);
    if (rank < 1 || rank > 13) continue;
    for (let target = 0; target < CARD_CODES; target++) {
      const onto = rankOf(target);
      if (onto < 1 || onto > 13) continue;
      const fit = castle.fits[card * CARD_CODES + target];
      // The first card of each rank decides; any card of the rank that disagrees rules it out.
      if (suitOf(card) === 0 && suitOf(target) === 0) fits[rank * RANKS + onto] = fit;
      else if (fits[rank * RANKS + onto] !== fit) return null;
    }
    if (suitOf(card) === 0) fillsSpace[rank] = castle.fillsSpace[card];
    else if (fillsSpace[rank] !== castle.fillsSpace[card]) return null;
  }
  return { castle, fits, fillsSpace };
});

// A rank move: `from | to << 4 | suit << 8 | rank << 10 | EXACT`; `to` is HOME for home.
const HOME = 15;
/** The moved card is still where it was dealt (and leaves it now). */
const EXACT = 1 << 14;
const rankMove = (from: number, to: number, suit: number, rank: number, exact: boolean) =>
  from | (to << 4) | (suit << 8) | (rank << 10) | (exact ? EXACT : 0);

/** Scratch space of `uncoveringFirst`: room for every move among fifteen piles. */
const moveKeys = new Int32Array(256);

/** The rank tableau, changed in place by `play` and `undo`. */
export class RankTableau implements SearchTableau {
  /** The cards dealt to each pile, bottom first. */
  private readonly dealt: number[][];
  /** Per pile: how many of its dealt cards are still there. */
  private readonly exact: Int8Array;
  /** Per pile: the tokens on it. */
  private readonly tokens: Int8Array;
  /** Per pile without dealt cards: the rank one above its first token. */
  private readonly runBase: Int8Array;
  private readonly homeTop: Int8Array;
  /** Per card code: its pile and place in the deal (-1 when it started home). */
  private readonly dealtPile: Int8Array;
  private readonly dealtIndex: Int8Array;
  private cardsLeft = 0;
  /** The key: per pile with dealt cards their count and tokens, the runs sorted, the foundations. */
  private readonly bytes: Uint8Array;
  readonly placement: { readonly words: Int32Array; hash: number };
  private readonly runs: number[] = [];

  private readonly rules: RankRules;

  /** The rank tableau of `start`, a position of a game `provesByRank` takes. */
  constructor(start: Position) {
    const rules = rankRulesOf(start.rules);
    if (!rules) throw new Error(`${start.rules.id} is not searched by rank`);
    this.rules = rules;
    const { tableau, foundations } = rules.castle.layout;
    this.dealt = tableau.map((pile) => start.piles[pile].cards.slice());
    const piles = this.dealt.length;
    this.exact = Int8Array.from(this.dealt, (cards) => cards.length);
    this.tokens = new Int8Array(piles);
    this.runBase = new Int8Array(piles);
    // The family's foundations start from the Ace: a foundation's length is its rank.
    this.homeTop = Int8Array.from(foundations, (pile) => start.piles[pile].cards.length);
    this.dealtPile = new Int8Array(CARD_CODES).fill(-1);
    this.dealtIndex = new Int8Array(CARD_CODES);
    this.dealt.forEach((cards, pile) => {
      cards.forEach((card, index) => {
        this.dealtPile[card] = pile;
        this.dealtIndex[card] = index;
      });
      this.cardsLeft += cards.length;
    });
    this.bytes = new Uint8Array(4 * Math.ceil((2 * piles + 2) / 4));
    this.placement = { words: new Int32Array(this.bytes.buffer), hash: 0 };
    this.updateKey();
  }

  get won(): boolean {
    return this.cardsLeft === 0;
  }

  /** A pile was dealt more cards than the key can count. */
  get tooDeep(): boolean {
    return this.dealt.some((cards) => cards.length > MOST_DEALT);
  }

  /** The rank a card put on `pile` must be one below; 0 when the pile is empty. */
  private baseOf(pile: number): number {
    const exact = this.exact[pile];
    return exact > 0 ? rankOf(this.dealt[pile][exact - 1]) : this.runBase[pile];
  }

  /** The rank of the top card of `pile`; 0 when the pile is empty. */
  private topRank(pile: number): number {
    const tokens = this.tokens[pile];
    if (tokens > 0) return this.baseOf(pile) - tokens;
    return this.exact[pile] > 0 ? this.baseOf(pile) : 0;
  }

  /** Has the card moved and not gone home, so that a token may go home as it? */
  private isToken(card: number): boolean {
    const pile = this.dealtPile[card];
    return (
      this.homeTop[suitOf(card)] < rankOf(card) &&
      (pile < 0 || this.dealtIndex[card] >= this.exact[pile])
    );
  }

  /**
   * Home first (a dealt card safe to send home alone), then onto cards, those uncovering
   * a dealt card nearest home first, then into a space.
   */
  moves(): CompactMove[] {
    const { exact, tokens, homeTop, dealt } = this;
    const piles = exact.length;
    const moves: CompactMove[] = [];
    for (let from = 0; from < piles; from++) {
      const rank = this.topRank(from);
      if (rank === 0) continue;
      if (tokens[from] === 0) {
        const card = dealt[from][exact[from] - 1];
        if (homeTop[suitOf(card)] !== rank - 1) continue;
        const move = rankMove(from, HOME, suitOf(card), rank, true);
        if (safeHome(this.rules.castle, homeTop, card)) return [move];
        moves.push(move);
      } else {
        for (let suit = 0; suit < 4; suit++) {
          if (homeTop[suit] === rank - 1 && this.isToken(cardOf(rank, suit))) {
            moves.push(rankMove(from, HOME, suit, rank, false));
          }
        }
      }
    }
    const homeMoves = moves.length;
    let space = -1;
    for (let from = 0; from < piles; from++) {
      const rank = this.topRank(from);
      if (rank === 0) {
        if (space < 0) space = from;
        continue;
      }
      const fits = rank * RANKS;
      for (let to = 0; to < piles; to++) {
        if (to !== from && this.rules.fits[fits + this.topRank(to)] === 1) {
          moves.push(rankMove(from, to, 0, rank, tokens[from] === 0));
        }
      }
    }
    this.uncoveringFirst(moves, homeMoves);
    if (space >= 0) {
      for (let from = 0; from < piles; from++) {
        const rank = this.topRank(from);
        // A pile's only card moved into a space gives the same piles.
        if (rank > 0 && this.rules.fillsSpace[rank] === 1 && exact[from] + tokens[from] > 1) {
          moves.push(rankMove(from, space, 0, rank, tokens[from] === 0));
        }
      }
    }
    return moves;
  }

  /**
   * Orders the moves from `first` on by what they uncover: an emptied pile, then a dealt
   * card by how many cards of its suit must go home before it can, then a token. Only
   * rank wins need an order, and they end the search sooner.
   */
  private uncoveringFirst(moves: CompactMove[], first: number): void {
    for (let index = first; index < moves.length; index++) {
      const move = moves[index];
      const key = this.uncovered(move & 15);
      let at = index;
      while (at > first && moveKeys[at - 1] > key) {
        moves[at] = moves[at - 1];
        moveKeys[at] = moveKeys[at - 1];
        at--;
      }
      moves[at] = move;
      moveKeys[at] = key;
    }
  }

  /** What moving the top of `pile` uncovers, as `uncoveringFirst` orders it. */
  private uncovered(pile: number): number {
    const exact = this.exact[pile];
    const below = exact - (this.tokens[pile] === 0 ? 1 : 0);
    if (this.tokens[pile] > 1) return RANKS;
    if (below === 0) return -1;
    const card = this.dealt[pile][below - 1];
    return rankOf(card) - this.homeTop[suitOf(card)] - 1;
  }

  play(move: CompactMove): void {
    const from = move & 15;
    const to = (move >> 4) & 15;
    const rank = (move >> 10) & 15;
    if (move & EXACT) this.exact[from]--;
    else this.tokens[from]--;
    if (to === HOME) {
      this.homeTop[(move >> 8) & 3]++;
      this.cardsLeft--;
    } else {
      if (this.topRank(to) === 0) this.runBase[to] = rank + 1;
      this.tokens[to]++;
    }
    this.updateKey();
  }

  undo(move: CompactMove): void {
    const from = move & 15;
    const to = (move >> 4) & 15;
    const rank = (move >> 10) & 15;
    if (to === HOME) {
      this.homeTop[(move >> 8) & 3]--;
      this.cardsLeft++;
    } else {
      this.tokens[to]--;
    }
    if (move & EXACT) this.exact[from]++;
    else {
      this.tokens[from]++;
      // A pile emptied of its run gets its base back (a space move may have changed it since).
      if (this.exact[from] === 0) this.runBase[from] = rank + this.tokens[from];
    }
    this.updateKey();
  }

  private updateKey(): void {
    const { bytes, exact, tokens, runBase, runs } = this;
    const piles = exact.length;
    runs.length = 0;
    for (let pile = 0; pile < piles; pile++) {
      if (exact[pile] > 0) bytes[pile] = (exact[pile] << 4) | tokens[pile];
      else {
        bytes[pile] = 0;
        if (tokens[pile] > 0) runs.push((runBase[pile] << 4) | tokens[pile]);
      }
    }
    runs.sort((a, b) => b - a);
    for (let index = 0; index < piles; index++) bytes[piles + index] = runs[index] ?? 0;
    const home = this.homeTop;
    bytes[2 * piles] = home[0] | (home[1] << 4);
    bytes[2 * piles + 1] = home[2] | (home[3] << 4);
    let hash = 0x2545f491;
    for (const word of this.placement.words) {
      hash = Math.imul(hash ^ word, 0x9e3779b1);
      hash ^= hash >>> 15;
    }
    this.placement.hash = hash;
  }
}

/** True when `rankProof` can search this game. */
export const provesByRank = (rules: GameRules): boolean => rankRulesOf(rules) !== null;

/**
 * Searches the rank game from `start` (a position of a game `provesByRank` takes):
 * `exhausted` proves it lost; `won` is a rank win, which proves nothing. `memory` is the
 * allowance of the searches over engine positions.
 */
export function rankProof(
  start: Position,
  budget: Budget,
  memory: number,
): "exhausted" | "won" | "gave-up" {
  const tableau = new RankTableau(start);
  if (tableau.tooDeep) return "gave-up";
  return depthFirstLine(tableau, budget, memory).kind;
}
