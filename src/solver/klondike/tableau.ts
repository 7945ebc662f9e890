/**
 * The compact Klondike tableau (family.ts says which games): a position as a few arrays,
 * changed in place by `play` and `undo`, with its key kept up to date. The
 * talon is searched as talon.ts explains: playing any card that stock moves can bring to
 * the top of the waste is one move, and the stock moves themselves are no moves.
 *
 * The key is the placement (core/placement-table.ts: what each card lies on), with the
 * talon's cards `IN_WASTE` or `IN_STOCK` and face-down cards `FACE_DOWN` (they never
 * move, so that says where), which is the position up to the order of the piles. It goes
 * one step further: where a run could lie on either of two twin cards (of one rank and
 * colour, which take the same cards), it names the lower of the two, so that the
 * positions which differ only in that choice share one key. Such positions are won or
 * lost together: moving the run across is a legal move each way. Drawing three, a
 * position whose waste size another one in the table widens (talon.ts) is not searched
 * at all (`dominatedIn`).
 *
 * The search moves are every legal move of that game but:
 * - a foundation move that settled.ts proves can never be regretted is made alone: a card
 *   from the tableau, or, drawing one card, from the talon (any talon card can be brought
 *   to the top, so the talon without it serves every line the talon with it served);
 * - drawing one card, any other talon card goes home only where the next move can send
 *   the next card of its suit home (talon-home.ts has the proof: any win is rearranged to
 *   keep it in the talon until then);
 * - a settled card (settled.ts) never comes back off its foundation;
 * - empty piles are all alike (no stock deals onto them): a King goes into the first one
 *   only, and a pile's whole content into another empty pile is no move at all;
 * - drawing one card, a talon card goes into the tableau, and in any game a card comes
 *   back off its foundation, only where a card can be put on it at once (covers.ts has
 *   the proof: any win is rearranged to bring such a card in just before that move);
 *   a talon card waits on nothing, so there the next move must put a card on it;
 * - a pile is emptied by moving all it holds onto a card only where it is then the first
 *   empty pile and a King can come into it at once, and the next move must put one there
 *   (emptied.ts has the proof: any win is rearranged to empty a pile just before a King
 *   goes into it);
 * - where the last move left the next one something to do (those two rules), the
 *   position is keyed apart from the same cards with nothing to do, and offers only the
 *   moves that do it;
 * - a run lying on a face-up card x it fits never moves to x's twin y (of x's rank and
 *   colour): the two positions share a key, being each one move from the
 *   other. What the one with x free can do that this one cannot is to play x home or to
 *   put on x the twin of the run's first card (any other move of it is matched here by a
 *   move whose position shares a key with its own, the run riding along where x or y
 *   goes), so those two moves come with the run's move to y before them, as one
 *   (`twinSlots`). Where twins do not exist (a build that keeps suits or ignores them),
 *   runs move freely and the key names every place as it is.
 * tableau.test.ts checks them against the engine's legal moves on random play.
 */
import { rankOf, suitOf } from "../../engine/card.js";
import type { Move } from "../../engine/move.js";
import type { Position } from "../../engine/position.js";
import {
  CARD_CODES,
  ON_FOUNDATION,
  ON_TABLE,
  Placement,
  PlacementTable,
  type TableKey,
} from "../core/placement-table.js";
import { sortByKey } from "../moves/order.js";
import { packed, unpacked } from "../search/engine-tableau.js";
import { placementProofs } from "../search/shared-proof.js";
import type { KeySet, ProofSharing, Tableau, TableauMove } from "../search/tableau.js";
import { mayBeCovered, mayComeOffHome } from "./covers.js";
import { DeadEnds } from "./dead-ends.js";
import { kingMayComeIn, type SpaceScene } from "./emptied.js";
import { type KlondikePlan, klondikePlanOf } from "./family.js";
import { engineLine } from "./line.js";
import {
  cardOfMove,
  countOf,
  fromOf,
  HOME,
  pack,
  TALON,
  TURNS_UP,
  toOf,
  turnsUpOf,
  twinOf,
  twinPileOf,
  viaTwin,
  wasteOf,
} from "./moves.js";
import { settledHeights, settlesHome } from "./settled.js";
import { canonicalWaste, reachable, widens } from "./talon.js";
import { type HomeScene, mayGoHomeFromTalon } from "./talon-home.js";

/** What a card may lie on besides another card and the table (core/placement-table.ts). */
const IN_WASTE = 2;
const IN_STOCK = 3;
/** Above every card code: a face-down card, which lies where it was dealt. */
const FACE_DOWN = 56;
const FIRST_CARD = 4;
/**
 * The key's codes past the cards, for what the next move must do. What "lies" on the
 * first is 1 where the last move emptied a pile that a King must come into next
 * (emptied.ts), 0 otherwise: that pile is the first empty one, so the key need not say
 * which. On the second, drawing one, the talon card the last move brought into the
 * tableau, which the next move must cover (covers.ts), 0 for none.
 */
const AWAITING_KING = 56;
const AWAITING_COVER = 57;
/**
 * A random move order (search/restarts.ts) adds up to this much to each move's worth
 * (`worth`): the classes of the order blur, a move home still coming early.
 */
const JITTER = 1000;

/** Is `on` the code of a card (rather than a place)? */
const isCard = (on: number): boolean => on >= FIRST_CARD && on < FACE_DOWN;

/**
 * A line of engine moves, as `shorten` gives it: each the engine move `packed` (as the
 * tableau over engine positions numbers them), made negative to tell it from a search move.
 */
const literal = (move: Move): TableauMove => -1 - packed(move);

/** Scratch space for the move order, and for the key's twin choices. */
const worths = new Int32Array(1024);
const movedHeads: number[] = [];
const higherTwins: number[] = [];
const settled = [0, 0, 0, 0];

export class KlondikeTableau implements Tableau<TableKey>, SpaceScene, HomeScene {
  /** The cards of each tableau pile, bottom first; `down` of them face down. */
  readonly piles: number[][];
  readonly down: number[];
  /** Per suit, the rank on its foundation. */
  readonly home: number[];
  /** The talon (talon.ts), the waste's bottom card first. */
  readonly talon: number[];
  /** How many talon cards lie in the waste, canonical (talon.ts). */
  waste: number;
  /** What each card lies on (see the file's comment). */
  readonly placement = new Placement();
  /** Per card code: the card lying on it, 0 for none. */
  private readonly above = new Uint8Array(CARD_CODES);
  /** Per card code: the pile it lies in, -1 when it is not in the tableau. */
  private readonly pileOf = new Int8Array(CARD_CODES).fill(-1);
  /** The key, and the count of changes it was made at (`key`). */
  private readonly twinKey = new Placement();
  private changes = 0;
  private keyMadeAt = -1;
  /** Runs on twins share keys (see the file's comment). */
  readonly twins: boolean;
  private cardsLeft = 0;
  private readonly blocked: boolean;
  /** What the next move had to do (the key's `AWAITING_` codes), before each move of the line played. */
  private readonly awaitedBefore: number[] = [];
  /** Whether a King may come into a pile emptied now, and the count of changes it was worked out at. */
  private kingsMayCome = false;
  private kingsKnownAt = -1;

  constructor(
    readonly plan: KlondikePlan,
    private readonly start: Position,
    private readonly random: (() => number) | null = null,
  ) {
    const position = start;
    const { layout, fits } = plan;
    this.piles = layout.tableau.map((index) => position.piles[index].cards.slice());
    this.down = layout.tableau.map((index) => position.piles[index].down);
    this.home = layout.foundations.map((index) => position.piles[index].cards.length);
    const stock = position.piles[layout.stock].cards;
    const waste = position.piles[layout.waste].cards;
    this.talon = [...waste, ...stock.slice().reverse()];
    this.waste = canonicalWaste(waste.length, this.talon.length, plan.turns);
    this.piles.forEach((cards, pile) => {
      cards.forEach((card, index) => {
        this.place(card, this.lyingOn(pile, index));
        this.pileOf[card] = pile;
      });
      this.cardsLeft += cards.length;
    });
    this.placeTalon();
    this.cardsLeft += this.talon.length;
    this.blocked = new DeadEnds(plan).cannotWin(this);
    // In play every face-up card lies on one it fits; a position given otherwise keeps
    // its places as they are.
    this.twins =
      plan.twins &&
      this.piles.every((cards, pile) =>
        cards.every(
          (card, index) => index <= this.down[pile] || fits[card * CARD_CODES + cards[index - 1]],
        ),
      );
  }

  get won(): boolean {
    return this.cardsLeft === 0;
  }

  /**
   * The start has a tableau card that can never go home (dead-ends.ts). The test is not
   * run again on the positions after it: there it costs about as much as the rest of a
   * position's work, and the dead ends it finds on the way, mostly just after a talon
   * card is put into play, did not save as much search as it cost.
   */
  deadEnd(): boolean {
    return this.blocked;
  }

  /**
   * The position's key (see the file's comment): the placement, with each run that lies
   * on the higher of two twins while the lower is a pile's top card said to lie on the
   * lower. Valid until the next change.
   */
  get key(): TableKey {
    return this.keyPlacement();
  }

  /** The key as a placement of its own, which `dominatedIn` may change and restore. */
  private keyPlacement(): Placement {
    if (!this.twins) return this.placement;
    const key = this.twinKey;
    if (this.keyMadeAt === this.changes) return key;
    let count = 0;
    for (let lower = 8; lower < 56; lower += 4) {
      for (let suit = 0; suit < 2; suit++) {
        const higher = lower + suit + (suit === 0 ? 3 : 1);
        const head = this.runOnTwin(higher, lower + suit);
        if (head === 0) continue;
        movedHeads[count] = head;
        higherTwins[count++] = higher;
        this.placement.place(head, lower + suit);
      }
    }
    key.words.set(this.placement.words);
    key.hash = this.placement.hash;
    for (let index = 0; index < count; index++) {
      this.placement.place(movedHeads[index], higherTwins[index]);
    }
    this.keyMadeAt = this.changes;
    return key;
  }

  /**
   * Has `table` a position that is this one with a waste size from which the stock
   * brings up every talon card it brings up here, and more (`widens` of talon.ts)? That
   * position has every search move this one has, each reaching the same position or one
   * that widens it in turn (the moves read the talon only through `reachable`, and a
   * talon card played leaves the same talon from any waste size); so it is won whenever
   * this one is, by a line no longer, and this one need not be searched. Drawing one,
   * every waste size is canonical and none widens another.
   */
  dominatedIn(table: KeySet<TableKey>): boolean {
    const { talon, waste } = this;
    const { turns } = this.plan;
    if (turns === 1) return false;
    const key = this.keyPlacement();
    let boundary = waste;
    let found = false;
    for (let other = 1; other < talon.length && !found; other++) {
      if (!widens(other, waste, talon.length, turns)) continue;
      this.moveBoundary(key, boundary, other);
      boundary = other;
      found = table.has(key);
    }
    this.moveBoundary(key, boundary, waste);
    return found;
  }

  /** Places in `key` the talon cards between waste sizes `from` and `to` as `to` has them. */
  private moveBoundary(key: Placement, from: number, to: number): void {
    for (let index = Math.min(from, to); index < Math.max(from, to); index++) {
      key.place(this.talon[index], index < to ? IN_WASTE : IN_STOCK);
    }
  }

  table(memory: number): PlacementTable {
    return PlacementTable.forMemory(memory, this.placement.words.length);
  }

  shareProofs(shared: SharedArrayBuffer, memory: number): ProofSharing<TableKey> | null {
    return placementProofs(shared, memory, this.placement.words.length);
  }

  /** Places `card` on `on` (a card or a place), keeping `above` up to date. */
  private place(card: number, on: number): void {
    const before = this.placement.on[card];
    if (isCard(before) && this.above[before] === card) this.above[before] = 0;
    if (isCard(on)) this.above[on] = card;
    this.placement.place(card, on);
  }

  /**
   * The first card of the run lying on face-up card `taken`, when `free`, its twin, is the
   * top card of a pile: the run could lie on either. 0 otherwise.
   */
  private runOnTwin(taken: number, free: number): number {
    const { on } = this.placement;
    const { above } = this;
    const head = above[taken];
    if (head === 0 || above[free] !== 0 || on[taken] === FACE_DOWN) return 0;
    const freeOn = on[free];
    return freeOn === ON_TABLE || isCard(freeOn) ? head : 0;
  }

  /** What the card at `index` of pile `pile` lies on. */
  private lyingOn(pile: number, index: number): number {
    if (index < this.down[pile]) return FACE_DOWN;
    return index === 0 ? ON_TABLE : this.piles[pile][index - 1];
  }

  /** Places each talon card in the waste or the stock, where it is not there already. */
  private placeTalon(): void {
    const { talon, waste } = this;
    const { on } = this.placement;
    for (let index = 0; index < talon.length; index++) {
      const place = index < waste ? IN_WASTE : IN_STOCK;
      if (on[talon[index]] !== place) this.place(talon[index], place);
    }
  }

  /** The search moves (see the file's comment), most promising first. */
  moves(): number[] {
    const moves = this.searchMoves();
    if (!this.awaits) return this.ordered(moves);
    return this.ordered(moves.filter((move) => this.answers(move)));
  }

  /** Did the last move leave the next one something to do (`answers`)? */
  get awaits(): boolean {
    const { on } = this.placement;
    return on[AWAITING_KING] !== 0 || on[AWAITING_COVER] !== 0;
  }

  /**
   * Does `move` do what the last one left to do: put a King into the pile it emptied, or
   * a card on the talon card it brought in?
   */
  private answers(move: number): boolean {
    const { on } = this.placement;
    const to = toOf(move);
    // Only a King goes into an empty pile, and only into the first: the one emptied.
    if (on[AWAITING_KING] !== 0) return to < HOME && this.piles[to].length === 0;
    return twinPileOf(move) < 0 && to === this.pileOf[on[AWAITING_COVER]];
  }

  /**
   * The search moves, unordered, as if the last move had left nothing to do. Where it
   * did, no card can go home alone (settled.ts) that could not before it, which was then
   * no search move; so the moves that do what it left are among these.
   */
  private searchMoves(): number[] {
    const { piles, down, home, plan, talon } = this;
    const { fits, buildsOn } = plan;
    const moves: number[] = [];
    // To the foundations; a safe one alone.
    for (let pile = 0; pile < piles.length; pile++) {
      const cards = piles[pile];
      if (cards.length === 0) continue;
      const card = cards[cards.length - 1];
      if (home[suitOf(card)] !== rankOf(card) - 1) continue;
      const turnsUp = cards.length - 1 === down[pile] && down[pile] > 0 ? TURNS_UP : 0;
      const move = pack(card, pile, HOME, 1, turnsUp);
      if (settlesHome(card, home, buildsOn)) return [move];
      moves.push(move);
    }
    const drawOne = plan.turns === 1;
    for (let index = 0; index < talon.length; index++) {
      if (!reachable(index, this.waste, talon.length, plan.turns)) continue;
      const card = talon[index];
      if (home[suitOf(card)] !== rankOf(card) - 1) continue;
      const move = pack(card, TALON, HOME, index, this.waste << 21);
      if (drawOne && settlesHome(card, home, buildsOn)) return [move];
      if (drawOne && !mayGoHomeFromTalon(this, card)) continue;
      moves.push(move);
    }
    for (let from = 0; from < piles.length; from++) {
      const cards = piles[from];
      const length = cards.length;
      for (let count = 1; count <= length - down[from]; count++) {
        const at = length - count;
        const head = cards[at];
        if (count > 1 && !fits[cards[at + 1] * CARD_CODES + head]) break;
        // A run on a card it fits goes to that card's twin only through `twinSlots`.
        if (this.twins && at > down[from] && fits[head * CARD_CODES + cards[at - 1]]) continue;
        if (at === 0 && !(this.fitsATop(head, from) && this.mayEmpty(from))) continue;
        this.addPlacements(moves, head, from, count, at === down[from] && at > 0 ? TURNS_UP : 0);
      }
    }
    for (let index = 0; index < talon.length; index++) {
      if (!reachable(index, this.waste, talon.length, plan.turns)) continue;
      if (!this.mayEnter(talon[index])) continue;
      this.addPlacements(moves, talon[index], TALON, index, this.waste << 21);
    }
    const mayLeave = settledHeights(home, buildsOn, settled);
    if (plan.homeGivesBack) {
      for (let suit = 0; suit < 4; suit++) {
        const rank = home[suit];
        const card = rank * 4 + suit;
        if (rank > mayLeave[suit] && mayComeOffHome(this, card)) {
          this.addPlacements(moves, card, HOME, 1, 0);
        }
      }
    }
    if (this.twins) this.twinSlots(moves, mayLeave);
    return moves;
  }

  /**
   * May pile `pile` be emptied by moving all it holds onto a card (emptied.ts): is it
   * then the first empty pile, and may a King come in next?
   */
  private mayEmpty(pile: number): boolean {
    const { piles } = this;
    for (let other = 0; other < pile; other++) if (piles[other].length === 0) return false;
    if (this.kingsKnownAt !== this.changes) {
      this.kingsKnownAt = this.changes;
      this.kingsMayCome = kingMayComeIn(this);
    }
    return this.kingsMayCome;
  }

  /** Is `card` one that fits on the top card of a pile other than `pile`? */
  private fitsATop(card: number, pile: number): boolean {
    for (let to = 0; to < this.piles.length; to++) if (this.takes(to, card, pile)) return true;
    return false;
  }

  /** Does pile `to`, not `from`, have a top card that `card` fits on? */
  private takes(to: number, card: number, from: number): boolean {
    const target = this.piles[to];
    return (
      to !== from &&
      target.length > 0 &&
      this.plan.fits[card * CARD_CODES + target[target.length - 1]] !== 0
    );
  }

  /**
   * The moves putting `card` (the first of `count` from `from`, a pile, the talon or its
   * foundation) onto a pile's top card it fits, or, a King, into the first empty pile
   * (not its whole pile: that only reorders the piles).
   */
  private addPlacements(
    moves: number[],
    card: number,
    from: number,
    count: number,
    extra: number,
  ): void {
    const { piles } = this;
    if (rankOf(card) === 13) {
      const space = piles.findIndex((cards) => cards.length === 0);
      if (space >= 0 && !(from < HOME && piles[from].length === count)) {
        moves.push(pack(card, from, space, count, extra));
      }
      return;
    }
    for (let to = 0; to < piles.length; to++) {
      if (this.takes(to, card, from)) moves.push(pack(card, from, to, count, extra));
    }
  }

  /**
   * Where a run lies on a face-up card x whose twin is a pile's top card, the moves the
   * position with the run on the twin and x free has besides: x home, or the twin of the
   * run's first card onto x (from a pile, the talon or its foundation), each made after
   * moving the run across (see the file's comment). `mayLeave`: the settled heights.
   */
  private twinSlots(moves: number[], mayLeave: readonly number[]): void {
    const { piles, down, home, talon, plan } = this;
    for (let pile = 0; pile < piles.length; pile++) {
      const cards = piles[pile];
      for (let at = down[pile]; at < cards.length - 1; at++) {
        const card = cards[at];
        const twin = twinOf(card);
        const twinPile = this.pileOf[twin];
        if (twinPile < 0 || piles[twinPile][piles[twinPile].length - 1] !== twin) continue;
        const across = viaTwin(twinPile);
        if (home[suitOf(card)] === rankOf(card) - 1) {
          const turnsUp = at === down[pile] && at > 0 ? TURNS_UP : 0;
          moves.push(pack(card, pile, HOME, 1, turnsUp | across));
        }
        const wanted = twinOf(cards[at + 1]);
        const from = this.pileOf[wanted];
        if (from >= 0 && from !== pile && from !== twinPile) {
          const source = piles[from];
          const index = source.lastIndexOf(wanted);
          if (
            index >= down[from] &&
            this.isRun(from, index) &&
            (index > 0 || this.mayEmpty(from))
          ) {
            const turnsUp = index === down[from] && index > 0 ? TURNS_UP : 0;
            moves.push(pack(wanted, from, pile, source.length - index, turnsUp | across));
          }
        }
        const inTalon = talon.indexOf(wanted);
        if (
          inTalon >= 0 &&
          reachable(inTalon, this.waste, talon.length, plan.turns) &&
          this.mayEnter(wanted)
        ) {
          moves.push(pack(wanted, TALON, pile, inTalon, (this.waste << 21) | across));
        }
        const suit = suitOf(wanted);
        if (
          plan.homeGivesBack &&
          home[suit] === rankOf(wanted) &&
          home[suit] > mayLeave[suit] &&
          mayComeOffHome(this, wanted)
        ) {
          moves.push(pack(wanted, HOME, pile, 1, across));
        }
      }
    }
  }

  /**
   * May talon card `card` go into the tableau (see the file's comment)? Drawing one, only
   * where a card can be put on it at once.
   */
  mayEnter(card: number): boolean {
    return this.plan.turns !== 1 || mayBeCovered(this, card);
  }

  comesUp(card: number): boolean {
    const on = this.placement.on[card];
    if (on !== IN_WASTE && on !== IN_STOCK) return false;
    const { talon, plan } = this;
    return plan.turns === 1 || reachable(talon.indexOf(card), this.waste, talon.length, plan.turns);
  }

  liesOnTop(card: number): boolean {
    const pile = this.pileOf[card];
    if (pile < 0) return false;
    const cards = this.piles[pile];
    return (
      cards[cards.length - 1] === card || (this.twins && this.runOnTwin(card, twinOf(card)) > 0)
    );
  }

  headsTopRun(card: number): boolean {
    const pile = this.pileOf[card];
    if (pile < 0 || this.placement.on[card] === FACE_DOWN) return false;
    return this.isRun(pile, this.piles[pile].lastIndexOf(card));
  }

  /** Do the cards of `pile` from `index` up form a run that may move? */
  private isRun(pile: number, index: number): boolean {
    const cards = this.piles[pile];
    for (let at = index + 1; at < cards.length; at++) {
      if (!this.plan.fits[cards[at] * CARD_CODES + cards[at - 1]]) return false;
    }
    return true;
  }

  /**
   * Orders the moves for the search (with `random`, each worth raised by a random part of
   * `JITTER`): home first, then moves that turn a card up (from
   * the pile with most face-down cards first), talon cards into play, moves emptying a
   * pile, other tableau moves, and last the cards taken back off the foundations. Only
   * wins need an order: a proof of loss searches the same positions in any order.
   */
  private ordered(moves: number[]): number[] {
    return sortByKey(moves, worths, this.orderKey);
  }

  /** Worthier first: the sort puts the smallest key first. */
  private readonly orderKey = (move: number): number =>
    -(this.random ? this.worth(move) + this.random() * JITTER : this.worth(move));

  private worth(move: number): number {
    const from = fromOf(move);
    const to = toOf(move);
    if (to === HOME) return 1000;
    if (from === HOME) return 0;
    if (from === TALON) return 500;
    if (turnsUpOf(move)) return 600 + this.down[from];
    if (countOf(move) === this.piles[from].length) return 400;
    return 100;
  }

  play(move: number): void {
    this.changes++;
    const card = cardOfMove(move);
    const from = fromOf(move);
    const to = toOf(move);
    const count = countOf(move);
    const { on } = this.placement;
    this.awaitedBefore.push(on[AWAITING_KING], on[AWAITING_COVER]);
    const empties = from < HOME && to < HOME && this.piles[from].length === count;
    const twinPile = twinPileOf(move);
    if (twinPile >= 0) this.moveRunToTwin(to === HOME ? from : to, twinPile);
    if (from === TALON) {
      this.talon.splice(count, 1);
      this.waste = canonicalWaste(count, this.talon.length, this.plan.turns);
      this.placeTalon();
    } else if (from === HOME) {
      this.home[suitOf(card)]--;
      this.cardsLeft++;
    } else {
      this.takeRun(from, count, to === HOME ? -1 : to, turnsUpOf(move) === 1);
    }
    if (to === HOME) {
      this.place(card, ON_FOUNDATION);
      this.pileOf[card] = -1;
      this.home[suitOf(card)]++;
      this.cardsLeft--;
    } else {
      const target = this.piles[to];
      if (from === TALON || from === HOME) {
        target.push(card);
        this.pileOf[card] = to;
      }
      const at = target.length - (from === TALON || from === HOME ? 1 : count);
      this.place(card, at === 0 ? ON_TABLE : target[at - 1]);
    }
    // A run on the new card's twin counts as on it: the key does not tell the two apart.
    const comesIn = from === TALON && to < HOME && this.plan.turns === 1;
    const twinCovers = this.twins && this.runOnTwin(twinOf(card), card) > 0;
    this.await(empties ? 1 : 0, comesIn && !twinCovers ? card : 0);
  }

  undo(move: number): void {
    this.changes++;
    const card = cardOfMove(move);
    const from = fromOf(move);
    const to = toOf(move);
    const count = countOf(move);
    if (to === HOME) {
      this.home[suitOf(card)]--;
      this.cardsLeft++;
    }
    if (from === TALON) {
      if (to !== HOME) this.piles[to].pop();
      this.pileOf[card] = -1;
      this.talon.splice(count, 0, card);
      this.waste = wasteOf(move);
      this.placeTalon();
    } else if (from === HOME) {
      this.piles[to].pop();
      this.pileOf[card] = -1;
      this.home[suitOf(card)]++;
      this.cardsLeft--;
      this.place(card, ON_FOUNDATION);
    } else {
      const cards = this.piles[from];
      if (turnsUpOf(move)) {
        this.down[from]++;
        this.place(cards[cards.length - 1], FACE_DOWN);
      }
      const at = cards.length;
      if (to === HOME) {
        cards.push(card);
        this.pileOf[card] = from;
      } else this.takeRun(to, count, from, false);
      this.place(card, this.lyingOn(from, at));
    }
    const twinPile = twinPileOf(move);
    if (twinPile >= 0) this.moveRunToTwin(twinPile, to === HOME ? from : to);
    const cover = this.awaitedBefore.pop() ?? 0;
    this.await(this.awaitedBefore.pop() ?? 0, cover);
  }

  /**
   * Says in the key what the next move must do: put a King into the pile just emptied
   * (`king` 1, else 0), and cover card `cover` (0: none).
   */
  private await(king: number, cover: number): void {
    this.placement.place(AWAITING_KING, king);
    this.placement.place(AWAITING_COVER, cover);
  }

  /**
   * Takes the top `count` cards of `pile` onto pile `to` (-1: the one card goes home),
   * turning the card uncovered up when `turnsUp`. The first card's place is the caller's
   * to set.
   */
  private takeRun(pile: number, count: number, to: number, turnsUp: boolean): void {
    const cards = this.piles[pile];
    const cut = cards.length - count;
    if (to >= 0) {
      const target = this.piles[to];
      for (let at = cut; at < cards.length; at++) {
        target.push(cards[at]);
        this.pileOf[cards[at]] = to;
      }
    }
    cards.length = cut;
    if (turnsUp) {
      this.down[pile]--;
      this.place(cards[cut - 1], this.lyingOn(pile, cut - 1));
    }
  }

  /**
   * Moves the run on the card of `pile` whose twin tops `twinPile` onto that twin; with
   * the two piles swapped, takes that back.
   */
  private moveRunToTwin(pile: number, twinPile: number): void {
    const twin = this.piles[twinPile];
    const onto = twin[twin.length - 1];
    const cards = this.piles[pile];
    const at = cards.lastIndexOf(twinOf(onto)) + 1;
    const head = cards[at];
    this.takeRun(pile, cards.length - at, twinPile, false);
    this.place(head, onto);
  }

  /**
   * Drawing more than one card, the start drawing one. Drawing one, every talon card can
   * be brought to the top of the waste at any time (talon.ts), so whatever card the
   * stock brings up drawing three is there too, and every other move is the same: any
   * line of this game is one of that game, and a deal lost drawing one is lost here.
   */
  relaxed(): KlondikeTableau | null {
    if (this.plan.turns === 1) return null;
    return new KlondikeTableau({ ...this.plan, turns: 1 }, this.start);
  }

  /** The engine move of a move of `shorten`'s line; a search move may stand for several. */
  engineMove(move: TableauMove): Move {
    if (move >= 0) throw new Error("a Klondike search move is made of engine moves by shorten");
    return unpacked(-1 - move);
  }

  /**
   * The engine moves of `line`, a line of search moves from the tableau's start, each
   * as `engineMove` reads it: the stock turned (and the waste turned back over) until
   * a talon card the line plays comes to the top of the waste, a run moved to a twin
   * before a move that needs the card it lay on.
   */
  shorten(line: readonly TableauMove[]): TableauMove[] {
    return engineLine(this.start, this.plan, line).map(literal);
  }
}

/** The compact tableau of `start`, a position of a game the family takes (family.ts). */
export function klondikeTableauOf(
  start: Position,
  random: (() => number) | null = null,
): KlondikeTableau {
  const plan = klondikePlanOf(start.rules);
  if (!plan) throw new Error(`${start.rules.name} is not searched as Klondike`);
  return new KlondikeTableau(plan, start, random);
}
