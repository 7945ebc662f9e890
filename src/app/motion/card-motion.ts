/**
 * Cards glide from where they were to where they go (FLIP with the Web Animations API
 * on the rendered card elements). Presentation only: the board is drawn final at once,
 * and each card is animated from its old place to that final place. Where the cards
 * lie is read just before the position changes (the drawn board is still the old one
 * then) and again after the board is drawn; cardRoutes() says which card was where.
 * Off with the Motion setting and where the system asks for reduced motion.
 */
import { layoutOf, type Position } from "../../engine/index.js";
import { settings } from "../state/store.js";
import { cardRoutes, type Route, type Slot } from "./card-routes.js";
import type { Change } from "./change.js";

const EASING = "cubic-bezier(0.2, 0.75, 0.3, 1)";
/** Between one step of a change and the next (an autoplay cascade, one card after another). */
export const STEP_MS = 70;
/** Between cards that go one after another within a step (a row dealt, a run going home). */
const TURN_MS = 35;
/** The whole deal at the start of a game takes about this long to start its last card. */
const DEAL_SPREAD_MS = 650;
/** Cards fly above the others while they move. */
const FLYING = 30;
/** The pseudo-element that draws a face-up card's back over it (app.css). */
const BACK = "::after";
/** The class that gives a card that pseudo-element while it turns over. */
const TURNING = "turning";

const running = new Set<Animation>();

/** The system's wish for reduced motion, followed as it changes. */
const reducedMotion =
  typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

export function motionAllowed(): boolean {
  if (settings.peek()?.motion === false) return false;
  return !reducedMotion?.matches;
}

const keyOf = (slot: Slot) => `${slot.pile}:${slot.index}`;

/**
 * The board's card elements, by pile index and card index (bottom card 0); only those of
 * the piles `among` names, where it names any.
 */
function cardElements(
  board: HTMLElement,
  position: Position,
  among?: ReadonlySet<number>,
): Map<string, HTMLElement> {
  const names = layoutOf(position.rules).names;
  const cards = new Map<string, HTMLElement>();
  for (const pile of board.querySelectorAll<HTMLElement>("[data-pile]")) {
    const index = names.indexOf(pile.dataset.pile ?? "");
    if (among && !among.has(index)) continue;
    // The pile's own children, without a selector to match: this runs on every move.
    let i = 0;
    for (const child of pile.children) {
      if (child.classList.contains("card")) cards.set(`${index}:${i++}`, child as HTMLElement);
    }
  }
  return cards;
}

/**
 * The piles of `before` that `after` changes: the only ones a card can leave or turn
 * over on (positions share untouched piles).
 */
export function changedPiles(before: Position, after: Position): Set<number> {
  const changed = new Set<number>();
  before.piles.forEach((pile, index) => {
    if (after.piles[index] !== pile) changed.add(index);
  });
  return changed;
}

/**
 * Where the cards of `piles` (by default, of every pile) lie now, as drawn (a running
 * motion included).
 */
export function cardPlaces(
  board: HTMLElement,
  position: Position,
  piles?: ReadonlySet<number>,
): Map<string, DOMRect> {
  const places = new Map<string, DOMRect>();
  for (const [key, card] of cardElements(board, position, piles)) {
    places.set(key, card.getBoundingClientRect());
  }
  return places;
}

/** Ends every running card motion at its final place, at once. */
export function finishMotion(): boolean {
  const any = running.size > 0;
  for (const animation of running) animation.finish();
  running.clear();
  return any;
}

/** Stops every running card motion where it is (a new one takes over from there). */
export function stopMotion(): void {
  for (const animation of running) animation.cancel();
  running.clear();
}

/**
 * One stretch of a card's motion: from `from` (a transform) to its place, starting `at`
 * milliseconds after the change.
 */
interface Segment {
  readonly at: number;
  readonly duration: number;
  readonly from: string;
}

/** What one card does in a change. */
interface CardMotion {
  readonly card: HTMLElement;
  /** Its stretches of motion, in time order. */
  readonly segments: readonly Segment[];
  /** It moves across the board (it flies above the others). */
  readonly flies: boolean;
  /** Until when it shows its back (a card turned face up as it flies), or null. */
  readonly backUntil: number | null;
}

/** A turn over takes this long. */
const TURN_OVER_MS = 150;

const endOf = (segment: Segment) => segment.at + segment.duration;

/**
 * The glide from the card's old place `from` to its place `to`, starting `at`; null
 * where the card has not moved.
 */
function glideFrom(from: DOMRect, to: DOMRect, at: number): Segment | null {
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  const sx = to.width > 0 ? from.width / to.width : 1;
  const sy = to.height > 0 ? from.height / to.height : 1;
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && Math.abs(sx - 1) < 0.01) return null;
  const duration = Math.min(Math.max(150 + Math.hypot(dx, dy) * 0.22, 160), 380);
  return { at, duration, from: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})` };
}

const turnOver = (at: number): Segment => ({ at, duration: TURN_OVER_MS, from: "scaleX(0.05)" });

/**
 * A card that glides, and turns face up as it lands (dealt from the stock) if `turned`:
 * it shows its back while it flies.
 */
function flight(card: HTMLElement, glide: Segment, turned: boolean): CardMotion {
  if (!turned) return { card, segments: [glide], flies: true, backUntil: null };
  // The turn starts a moment after the landing, so that no two keyframes share a time.
  const segments = [glide, turnOver(endOf(glide) + 1)];
  return { card, segments, flies: true, backUntil: endOf(glide) };
}

/** The keyframes of `segments` over `total` milliseconds: held before, between and after. */
function keyframesOf(segments: readonly Segment[], total: number): Keyframe[] {
  const frames: Keyframe[] = [];
  const add = (time: number, transform: string, easing?: string) => {
    const offset = time / total;
    const last = frames[frames.length - 1];
    if (last && last.offset === offset && last.transform === transform) return;
    frames.push(easing ? { offset, transform, easing } : { offset, transform });
  };
  if (segments[0].at > 0) add(0, segments[0].from);
  for (const segment of segments) {
    add(segment.at, segment.from, EASING);
    add(endOf(segment), "none");
  }
  add(total, "none");
  return frames;
}

/**
 * Plays the cards' motions of one change. Each card's animation runs the whole change,
 * held still before and after its own motion, so that all start and end together: the
 * compositor plays them alone, where animations starting or ending one after another
 * would have the main thread restyle every moving card in every frame. The keyframes
 * hold only the transform (the back is the card's overlay, shown by its opacity alone:
 * app.css), properties the compositor animates. Callers read every place first: a
 * motion lifts its card (a style change), and reading a place after that would lay the
 * page out again.
 */
function playMotions(motions: readonly CardMotion[]): void {
  const total = Math.max(
    0,
    ...motions.map((motion) => Math.max(motion.backUntil ?? 0, ...motion.segments.map(endOf))),
  );
  // A card's back exists only while it turns (app.css): its class is set, and its style
  // drawn, before the back is animated.
  const turning = motions.filter((motion) => motion.backUntil !== null);
  for (const { card } of turning) card.classList.add(TURNING);
  if (turning.length > 0) getComputedStyle(turning[0].card, BACK).opacity;
  for (const { card, segments, flies, backUntil } of motions) {
    const animation = card.animate(keyframesOf(segments, total), { duration: total });
    track(animation, flies ? card : undefined);
    if (backUntil === null) continue;
    const back = [
      { opacity: 1, offset: 0, easing: "step-end" },
      { opacity: 0, offset: 1 },
    ];
    if (backUntil < total) back.splice(1, 0, { opacity: 0, offset: backUntil / total });
    const turn = card.animate(back, { duration: total, pseudoElement: BACK });
    track(turn);
    showBack(card, turn);
  }
}

/** How many running motions show each card's back. */
const backsShown = new WeakMap<HTMLElement, number>();

/**
 * Keeps `card`'s back (app.css: only a turning card has one) while `animation`, which
 * fades it, runs; counted, since a motion's end is told after the next one has begun.
 */
function showBack(card: HTMLElement, animation: Animation): void {
  backsShown.set(card, (backsShown.get(card) ?? 0) + 1);
  const done = () => {
    const left = (backsShown.get(card) ?? 1) - 1;
    backsShown.set(card, left);
    if (left === 0) card.classList.remove(TURNING);
  };
  animation.addEventListener("finish", done);
  animation.addEventListener("cancel", done);
}

/**
 * Keeps `animation` to be finished or stopped; `flying`: a card lifted above the others
 * while it moves (set apart from the keyframes, which then hold only the transform, a
 * property the compositor animates off the main thread). The motions of one change end
 * together, so every card comes down in one restyle.
 */
function track(animation: Animation, flying?: HTMLElement): void {
  running.add(animation);
  if (flying) flying.style.zIndex = String(FLYING);
  const done = () => {
    running.delete(animation);
    if (flying) flying.style.zIndex = "";
  };
  animation.addEventListener("finish", done);
  animation.addEventListener("cancel", done);
}

/** When a route's card starts to move, in milliseconds after the change. */
export const delayOf = (route: Route) =>
  route.step < 0 ? 0 : route.step * STEP_MS + route.turn * TURN_MS;

/**
 * Every card that moved, from its place in `before` (read before the change) to its
 * place now. A card that stayed where it was in its pile takes a new fan or card size
 * at once: gliding every card of the board when the fans tighten would restyle each as
 * its motion starts and again as it ends, which a press during the motion waits for.
 */
function playPath(
  board: HTMLElement,
  path: readonly Position[],
  before: ReadonlyMap<string, DOMRect>,
): void {
  const after = path[path.length - 1];
  const cards = cardElements(board, after, changedPiles(after, path[0]));
  const routes = cardRoutes(path).filter((route) => route.step >= 0 || route.turnedUp);
  const moves = routes.flatMap((route) => {
    const card = cards.get(keyOf(route.to));
    const from = before.get(keyOf(route.from));
    return card && from ? [{ route, card, from, to: card.getBoundingClientRect() }] : [];
  });
  const motions = moves.flatMap(({ route, card, from, to }): CardMotion[] => {
    const glide = glideFrom(from, to, delayOf(route));
    if (glide) return [flight(card, glide, route.turnedUp)];
    if (route.turnedUp) return [{ card, segments: [turnOver(0)], flies: false, backUntil: null }];
    return [];
  });
  playMotions(motions);
}

/**
 * The deal at the start of a game: the cards leave the stock (or, where there is none,
 * the foot of the board) one after another, row by row as a dealer deals.
 */
function playDeal(board: HTMLElement, position: Position): void {
  const layout = layoutOf(position.rules);
  const stock = layout.stock;
  const cards = cardElements(board, position);
  const source =
    stock >= 0 ? board.querySelector<HTMLElement>(`[data-pile="${layout.names[stock]}"]`) : null;
  const origin = source?.getBoundingClientRect();
  const area = board.getBoundingClientRect();
  const dealt = [...cards.entries()]
    .map(([key, card]) => {
      const [pile, index] = key.split(":").map(Number);
      return { pile, index, card, to: card.getBoundingClientRect() };
    })
    .filter(({ pile }) => pile !== stock)
    .sort((a, b) => {
      const home = (pile: number) => (layout.kinds[pile] === "tableau" ? 0 : 1);
      return home(a.pile) - home(b.pile) || a.index - b.index || a.pile - b.pile;
    });
  const spread = Math.min(DEAL_SPREAD_MS / Math.max(dealt.length, 1), 30);
  const motions = dealt.flatMap(({ card, to }, i): CardMotion[] => {
    const from =
      origin ??
      new DOMRect(area.left + (area.width - to.width) / 2, area.bottom, to.width, to.height);
    const glide = glideFrom(from, to, i * spread);
    return glide ? [flight(card, glide, card.dataset.face === "up")] : [];
  });
  playMotions(motions);
}

/** Plays a change of the board, just drawn; `before`: where its cards were. */
export function playChange(
  board: HTMLElement,
  change: Change,
  after: Position,
  before: ReadonlyMap<string, DOMRect> | null,
): void {
  if (change.kind === "deal") playDeal(board, after);
  else if (before) playPath(board, change.path, before);
}

/** Dragged cards let go where no move was allowed glide back to their pile. */
export function settleBack(cards: readonly HTMLElement[], dx: number, dy: number): void {
  if (!motionAllowed()) return;
  for (const card of cards) {
    const animation = card.animate(
      [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
      { duration: 200, easing: EASING },
    );
    track(animation, card);
  }
}
