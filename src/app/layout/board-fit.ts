/**
 * The size of the cards for a board in the room the screen gives it: as large as the
 * width allows (up to a maximum), and small enough in height that the upper rows and
 * every tableau pile, fanned no closer than its cards' corner indexes allow, fit.
 * When even the narrowest readable card does not fit, the board scrolls vertically.
 */
import type { Pile } from "../../engine/index.js";
import type { BoardPlan, BoardRow } from "./board-plan.js";
import { type CardMetrics, cardMetrics, MAX_CARD_WIDTH, MIN_CARD_WIDTH } from "./card-metrics.js";
import { type FanSteps, minExtent } from "./fan.js";

/** Room above a row of piles that shows which way each builds (Penta). */
export const BUILD_MARK_ROOM = 12;

export interface FitInput {
  /** Piles side by side in the widest row, in card widths. */
  readonly columns: number;
  /** Rows of piles above the tableau's. */
  readonly upperRows: number;
  /** Rows that show build marks above their piles. */
  readonly markedRows: number;
  /** The tableau's piles, the only ones that fan. */
  readonly tableau: readonly Pile[];
  /** The board's inner size, padding included, in pixels. */
  readonly width: number;
  readonly height: number;
}

export interface BoardFit {
  readonly metrics: CardMetrics;
  /** How far below its top edge a tableau pile's top card may lie. */
  readonly room: number;
  /** The board cannot show every index at the smallest card: it scrolls. */
  readonly scrolls: boolean;
}

/** The board's height without the tableau piles' fans. */
function fixedHeight(input: FitInput, m: CardMetrics): number {
  return (
    2 * m.gap +
    input.upperRows * (m.height + m.rowGap) +
    input.markedRows * BUILD_MARK_ROOM +
    m.height
  );
}

const widthOf = (input: FitInput, m: CardMetrics) =>
  2 * m.gap + input.columns * m.width + (input.columns - 1) * m.gap;

const longest = (input: FitInput, m: CardMetrics) =>
  input.tableau.reduce((most, pile) => Math.max(most, minExtent(pile, m)), 0);

const fits = (input: FitInput, m: CardMetrics) =>
  widthOf(input, m) <= input.width && fixedHeight(input, m) + longest(input, m) <= input.height;

/** The fit with cards `width` wide, or null where the board would not fit without scrolling. */
export function fitAtWidth(input: FitInput, width: number): BoardFit | null {
  const metrics = cardMetrics(width);
  if (!fits(input, metrics)) return null;
  return { metrics, room: input.height - fixedHeight(input, metrics), scrolls: false };
}

export function fitBoard(input: FitInput): BoardFit {
  let width = MAX_CARD_WIDTH;
  while (width > 1 && widthOf(input, cardMetrics(width)) > input.width) width--;
  const widest = width;
  while (width > MIN_CARD_WIDTH && !fits(input, cardMetrics(width))) width--;
  const fit = fitAtWidth(input, width);
  if (fit) return fit;
  // Not even the narrowest readable card fits: fans at their closest, and the board scrolls.
  const smallest = cardMetrics(Math.min(widest, MIN_CARD_WIDTH));
  return { metrics: smallest, room: longest(input, smallest), scrolls: true };
}

export interface PlannedFit {
  readonly plan: BoardPlan;
  readonly fit: BoardFit;
}

/** The plan (by its place among the plans) and the card width a board is drawn with. */
export interface ShownFit {
  readonly plan: number;
  readonly width: number;
}

/**
 * Cards grow back only when they would grow by this much: a pile that grows and shrinks
 * by a card does not resize every card on the board (a restyle and a glide of each)
 * back and forth. Cards shrink as soon as the board needs it.
 */
export const REGROWTH = 1.08;

/**
 * Of the plans, the one that gives the largest cards without scrolling (the first
 * among equals). `marked` says which piles show a build mark. `shown`, the fit the
 * board is drawn with in the same room, is kept while it fits and the largest cards
 * would not be REGROWTH times wider.
 */
export function fitPlans(
  plans: readonly BoardPlan[],
  room: Pick<FitInput, "tableau" | "width" | "height">,
  marked: (index: number) => boolean,
  shown?: ShownFit,
): PlannedFit {
  const isMarked = (row: BoardRow) => [...row.left, ...row.right].some(marked);
  const inputFor = (plan: BoardPlan): FitInput => ({
    ...room,
    columns: plan.columns,
    upperRows: plan.rows.length - 1,
    markedRows: plan.rows.filter(isMarked).length,
  });
  let best: PlannedFit | null = null;
  for (const plan of plans) {
    const fit = fitBoard(inputFor(plan));
    const better =
      best === null ||
      (best.fit.scrolls && !fit.scrolls) ||
      (best.fit.scrolls === fit.scrolls && fit.metrics.width > best.fit.metrics.width);
    if (better) best = { plan, fit };
  }
  if (!best) throw new Error("no board plan");
  const keptPlan = shown ? plans[shown.plan] : undefined;
  if (shown && keptPlan && !best.fit.scrolls && best.fit.metrics.width < shown.width * REGROWTH) {
    const kept = fitAtWidth(inputFor(keptPlan), shown.width);
    if (kept) return { plan: keptPlan, fit: kept };
  }
  return best;
}

/**
 * The fans' steps to draw: `shown`, the steps the board is drawn with at the same card
 * size, while they are no wider than `needed` (so every pile still fits) and `needed`
 * is less than REGROWTH times wider; else `needed`. Fans tighten as soon as a pile needs
 * it and open up again only by a clear step, so that a pile growing and shrinking by a
 * card does not move every card of the tableau back and forth.
 */
export function steadySteps(needed: FanSteps, shown?: FanSteps): FanSteps {
  if (!shown) return needed;
  const keeps = (need: number, drawn: number) => drawn <= need && need < drawn * REGROWTH;
  return keeps(needed.down, shown.down) && keeps(needed.up, shown.up) ? shown : needed;
}
