/**
 * The rank tableau of the rank game (rank-game.ts): the tableau piles with the cards
 * still where they were dealt, and each card that has moved known only by its rank (a
 * "token"), changed in place by `play` and `undo`.
 *
 * A rank position: per pile, how many of its dealt cards are still there (the bottom
 * ones, since a card leaves only once those above it have) and the run of tokens on
 * them, each one rank below the last. A pile whose dealt cards are all gone holds a run
 * of tokens from the table, or nothing.
 *
 * A finer game keeps the suits of the moved cards of some ranks (`kept`): those tokens
 * are the very cards, and go home only as themselves. Every play of the real game is
 * still a play of it, and it proves lost deals the plain rank game cannot (of the
 * Penelope's Web deals measured, some keeping ranks 9 to Jack, others Jacks to Kings). Each
 * kept rank multiplies the positions: kept for all thirteen, it is the real game.
 */
import { cardOf, rankOf, suitOf } from "../../engine/card.js";
import { perRules } from "../../engine/per-rules.js";
import type { Position } from "../../engine/position.js";
import type { GameRules } from "../../engine/rules.js";
import { CARD_CODES, type TableKey } from "../core/placement-table.js";
import { type CastlePiles, type OpenCastle, openCastleOf, safeHome } from "./family.js";

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
export const rankRulesOf = perRules((rules: GameRules): RankRules | null => {
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

/** The `kept` of a `RankTableau` that keeps the suits of the ranks from `low` to `high`. */
export const keptRanks = (low: number, high: number): number =>
  ((1 << (high + 1)) - 1) & ~((1 << low) - 1);

// A rank move: `from | to << 4 | suit << 8 | rank << 10 | EXACT`; `to` is HOME for home.
const HOME = 15;
/** The moved card is still where it was dealt (and leaves it now). */
const EXACT = 1 << 14;
export type RankMove = number;
const rankMove = (from: number, to: number, suit: number, rank: number, exact: boolean): RankMove =>
  from | (to << 4) | (suit << 8) | (rank << 10) | (exact ? EXACT : 0);

/** The rank tableau, changed in place by `play` and `undo`. */
export class RankTableau {
  /** The cards dealt to each pile, bottom first. */
  private readonly dealt: number[][];
  /** Per pile: how many of its dealt cards are still there. */
  private readonly exact: Int8Array;
  /** Per pile: the tokens on it. */
  private readonly tokens: Int8Array;
  /** Per pile without dealt cards: the rank one above its first token. */
  private readonly runBase: Int8Array;
  /** Per pile: the suit of each token of a kept rank on it, in bits `2 * rank` and up. */
  private readonly suits: Int32Array;
  private readonly homeTop: Int8Array;
  /** Scratch space of `moves`: the rank of each pile's top card, 0 for none. */
  private readonly tops: Int8Array;
  /** Per card code: its pile and place in the deal (-1 when it started home). */
  private readonly dealtPile: Int8Array;
  private readonly dealtIndex: Int8Array;
  private cardsLeft = 0;
  /** The key: per pile with dealt cards their count and tokens, the runs sorted, the foundations. */
  private readonly bytes: Uint8Array;
  /** The word of the key where the suits of kept tokens begin. */
  private readonly suitsAt: number;
  private readonly keyWords: { readonly words: Int32Array; hash: number };
  /** The key is out of date: it is brought up to date when read. */
  private moved = true;

  private readonly rules: RankRules;

  /**
   * The rank tableau of `start`, a position of a game `provesByRank` takes; the moved
   * cards of the ranks in `kept` (bit `rank`) keep their suits.
   */
  constructor(
    start: Position,
    private readonly kept = 0,
  ) {
    const rules = rankRulesOf(start.rules);
    if (!rules) throw new Error(`${start.rules.id} is not searched by rank`);
    this.rules = rules;
    const { tableau, foundations } = rules.castle.layout;
    this.dealt = tableau.map((pile) => start.piles[pile].cards.slice());
    const piles = this.dealt.length;
    this.exact = Int8Array.from(this.dealt, (cards) => cards.length);
    this.tokens = new Int8Array(piles);
    this.runBase = new Int8Array(piles);
    this.suits = new Int32Array(piles);
    this.tops = new Int8Array(piles);
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
    // Where ranks are kept, the suits of their tokens follow the counts: a word per pile,
    // then a word per run from the table, in the runs' order.
    this.suitsAt = Math.ceil((2 * piles + 2) / 4);
    this.bytes = new Uint8Array(4 * (this.suitsAt + (kept === 0 ? 0 : 2 * piles)));
    this.keyWords = { words: new Int32Array(this.bytes.buffer), hash: 0 };
  }

  get won(): boolean {
    return this.cardsLeft === 0;
  }

  /** A pile was dealt more cards than the key can count. */
  get tooDeep(): boolean {
    return this.dealt.some((cards) => cards.length > MOST_DEALT);
  }

  /**
   * Takes the rank view of a real position of a search from the same start: per pile,
   * the cards still as dealt from the bottom up are kept; every other card lies on a
   * card it fits on, or starts a run from the table, since only moves put it there.
   */
  load({ slots, homeTop }: CastlePiles): void {
    this.cardsLeft = 0;
    for (let pile = 0; pile < slots.length; pile++) {
      const cards = slots[pile];
      const dealt = this.dealt[pile];
      let exact = 0;
      while (exact < cards.length && cards[exact] === dealt[exact]) exact++;
      this.exact[pile] = exact;
      this.tokens[pile] = cards.length - exact;
      let suits = 0;
      // Read only where ranks are kept: the plain rank game loads a position per lookup.
      if (this.kept !== 0) {
        for (let index = exact; index < cards.length; index++) {
          const rank = rankOf(cards[index]);
          if (this.keeps(rank)) suits |= suitOf(cards[index]) << (2 * rank);
        }
      }
      this.suits[pile] = suits;
      if (exact === 0 && cards.length > 0) this.runBase[pile] = rankOf(cards[0]) + 1;
      this.cardsLeft += cards.length;
    }
    for (let suit = 0; suit < 4; suit++) this.homeTop[suit] = homeTop[suit];
    this.moved = true;
  }

  /**
   * The rank of the dealt card the tokens of `pile` lie on, or one above the first token
   * of its run from the table (asked only of a pile that holds cards).
   */
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

  /** Do moved cards of `rank` keep their suits? */
  private keeps(rank: number): boolean {
    return ((this.kept >> rank) & 1) === 1;
  }

  /** The suit of the token of `rank`, a kept rank, on `pile`. */
  private keptSuit(pile: number, rank: number): number {
    return (this.suits[pile] >> (2 * rank)) & 3;
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
   * Home, onto cards, into a space; alone, a card safe to send home (a rule that reads
   * only the foundations, so safe in every real position this one stands for): a dealt
   * card, a token of a kept rank, or a token that can stand for one card only. The order
   * does not matter: `rankSolve` searches every move.
   */
  moves(): RankMove[] {
    const { exact, tokens, homeTop, dealt, tops } = this;
    const piles = exact.length;
    const moves: RankMove[] = [];
    let space = -1;
    for (let from = 0; from < piles; from++) {
      const rank = this.topRank(from);
      tops[from] = rank;
      if (rank === 0) {
        if (space < 0) space = from;
      } else if (tokens[from] === 0) {
        const card = dealt[from][exact[from] - 1];
        if (homeTop[suitOf(card)] !== rank - 1) continue;
        const move = rankMove(from, HOME, suitOf(card), rank, true);
        if (safeHome(this.rules.castle, homeTop, card)) return [move];
        moves.push(move);
      } else if (this.keeps(rank)) {
        const suit = this.keptSuit(from, rank);
        if (homeTop[suit] !== rank - 1) continue;
        const move = rankMove(from, HOME, suit, rank, false);
        if (safeHome(this.rules.castle, homeTop, cardOf(rank, suit))) return [move];
        moves.push(move);
      } else {
        // Where one card of the rank has moved, every token of the rank is that card.
        let tokensOfRank = 0;
        let homeSuit = -1;
        for (let suit = 0; suit < 4; suit++) {
          if (!this.isToken(cardOf(rank, suit))) continue;
          tokensOfRank++;
          if (homeTop[suit] !== rank - 1) continue;
          homeSuit = suit;
          moves.push(rankMove(from, HOME, suit, rank, false));
        }
        if (
          tokensOfRank === 1 &&
          homeSuit >= 0 &&
          safeHome(this.rules.castle, homeTop, cardOf(rank, homeSuit))
        ) {
          return [rankMove(from, HOME, homeSuit, rank, false)];
        }
      }
    }
    const { fits, fillsSpace } = this.rules;
    for (let from = 0; from < piles; from++) {
      const rank = tops[from];
      if (rank === 0) continue;
      const exactly = tokens[from] === 0;
      for (let to = 0; to < piles; to++) {
        if (to !== from && fits[rank * RANKS + tops[to]] === 1) {
          moves.push(rankMove(from, to, 0, rank, exactly));
        }
      }
      // A pile's only card moved into a space gives the same piles.
      if (space >= 0 && fillsSpace[rank] === 1 && exact[from] + tokens[from] > 1) {
        moves.push(rankMove(from, space, 0, rank, exactly));
      }
    }
    return moves;
  }

  play(move: RankMove): void {
    const from = move & 15;
    const to = (move >> 4) & 15;
    const rank = (move >> 10) & 15;
    const kept = this.keeps(rank);
    let suit = 0;
    if (move & EXACT) {
      this.exact[from]--;
      if (kept) suit = suitOf(this.dealt[from][this.exact[from]]);
    } else {
      this.tokens[from]--;
      if (kept) {
        suit = this.keptSuit(from, rank);
        this.suits[from] &= ~(3 << (2 * rank));
      }
    }
    if (to === HOME) {
      this.homeTop[(move >> 8) & 3]++;
      this.cardsLeft--;
    } else {
      if (this.topRank(to) === 0) this.runBase[to] = rank + 1;
      this.tokens[to]++;
      if (kept) this.suits[to] |= suit << (2 * rank);
    }
    this.moved = true;
  }

  undo(move: RankMove): void {
    const from = move & 15;
    const to = (move >> 4) & 15;
    const rank = (move >> 10) & 15;
    const kept = this.keeps(rank);
    let suit = (move >> 8) & 3;
    if (to === HOME) {
      this.homeTop[suit]--;
      this.cardsLeft++;
    } else {
      this.tokens[to]--;
      if (kept) {
        suit = this.keptSuit(to, rank);
        this.suits[to] &= ~(3 << (2 * rank));
      }
    }
    if (move & EXACT) this.exact[from]++;
    else {
      this.tokens[from]++;
      if (kept) this.suits[from] |= suit << (2 * rank);
      // A pile emptied of its run gets its base back (a space move may have changed it since).
      if (this.exact[from] === 0) this.runBase[from] = rank + this.tokens[from];
    }
    this.moved = true;
  }

  /** The exact key of the rank position, for the table. */
  get key(): TableKey {
    if (this.moved) this.updateKey();
    return this.keyWords;
  }

  private updateKey(): void {
    const { bytes, exact, tokens, runBase, suits, suitsAt } = this;
    const words = this.keyWords.words;
    const piles = exact.length;
    const keepsSuits = this.kept !== 0;
    // The runs from the table follow the piles, largest first (then by their kept
    // suits): their piles are interchangeable.
    let runs = 0;
    for (let pile = 0; pile < piles; pile++) {
      if (keepsSuits) words[suitsAt + pile] = exact[pile] > 0 ? suits[pile] : 0;
      if (exact[pile] > 0) {
        bytes[pile] = (exact[pile] << 4) | tokens[pile];
        continue;
      }
      bytes[pile] = 0;
      if (tokens[pile] === 0) continue;
      const run = (runBase[pile] << 4) | tokens[pile];
      const runSuits = keepsSuits ? suits[pile] : 0;
      const runsAt = suitsAt + piles;
      let at = runs++;
      for (; at > 0; at--) {
        const before = bytes[piles + at - 1];
        const beforeSuits = keepsSuits ? words[runsAt + at - 1] : 0;
        if (before > run || (before === run && beforeSuits >= runSuits)) break;
        bytes[piles + at] = before;
        if (keepsSuits) words[runsAt + at] = beforeSuits;
      }
      bytes[piles + at] = run;
      if (keepsSuits) words[runsAt + at] = runSuits;
    }
    bytes.fill(0, piles + runs, 2 * piles);
    if (keepsSuits) words.fill(0, suitsAt + piles + runs, suitsAt + 2 * piles);
    const home = this.homeTop;
    bytes[2 * piles] = home[0] | (home[1] << 4);
    bytes[2 * piles + 1] = home[2] | (home[3] << 4);
    let hash = 0x2545f491;
    for (let index = 0; index < words.length; index++) {
      hash = Math.imul(hash ^ words[index], 0x9e3779b1);
      hash ^= hash >>> 15;
    }
    this.keyWords.hash = hash;
    this.moved = false;
  }
}
