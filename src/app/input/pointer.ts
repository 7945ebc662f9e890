/**
 * Mouse and touch through pointer events: a press that moves a few pixels becomes a
 * drag of the pressed card and those above it; a press that does not is a tap. Cards
 * follow the pointer by CSS transform only, so a drag costs no re-rendering. A press
 * during card motion first ends it: the press acts on the board as it now is.
 */
import { finishMotion, settleBack } from "../motion/card-motion.js";
import { drop, tap } from "./actions.js";

/** Pixels a press may wander and still be a tap. */
const DRAG_THRESHOLD = 6;

interface Press {
  readonly pointerId: number;
  readonly pile: number;
  /** How many cards from the top the pressed card lies; null for the pile itself. */
  readonly fromTop: number | null;
  readonly x: number;
  readonly y: number;
  /** The dragged card elements, once the press has become a drag. */
  dragged: HTMLElement[] | null;
}

let press: Press | null = null;

/** Finds the pile and card under an event target; `pileIndexOf` maps data-pile to an index. */
function locate(target: EventTarget | null, pileIndexOf: (name: string) => number) {
  if (!(target instanceof Element)) return null;
  const pileElement = target.closest<HTMLElement>("[data-pile]");
  if (!pileElement) return null;
  const pile = pileIndexOf(pileElement.dataset.pile ?? "");
  if (pile < 0) return null;
  const cards = [...pileElement.querySelectorAll<HTMLElement>(":scope > .card")];
  const card = target.closest<HTMLElement>(".card");
  const index = card ? cards.indexOf(card) : -1;
  return { pileElement, pile, cards, index };
}

export function onPointerDown(event: PointerEvent, pileIndexOf: (name: string) => number): void {
  if (event.button !== 0 || press) return;
  // Cards in motion are drawn away from their places: end the motion, then look again.
  const target = finishMotion()
    ? document.elementFromPoint(event.clientX, event.clientY)
    : event.target;
  const found = locate(target, pileIndexOf);
  if (!found) return;
  const { pile, cards, index } = found;
  press = {
    pointerId: event.pointerId,
    pile,
    fromTop: index >= 0 ? cards.length - index : null,
    x: event.clientX,
    y: event.clientY,
    dragged: null,
  };
  const draggable = index >= 0 && cards[index].dataset.face === "up";
  const move = (e: PointerEvent) => {
    if (!press || e.pointerId !== press.pointerId || !draggable) return;
    const dx = e.clientX - press.x;
    const dy = e.clientY - press.y;
    if (!press.dragged && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!press.dragged) {
      press.dragged = cards.slice(index);
      for (const card of press.dragged) card.classList.add("dragging");
    }
    for (const card of press.dragged) card.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const end = (e: PointerEvent) => {
    if (!press || e.pointerId !== press.pointerId) return;
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", end);
    window.removeEventListener("pointercancel", end);
    const finished = press;
    press = null;
    if (!finished.dragged) {
      if (e.type === "pointerup") tap(finished.pile, finished.fromTop, e.timeStamp);
      return;
    }
    // Dragged cards ignore the pointer, so the element under it is the drop target.
    const target = e.type === "pointerup" ? document.elementFromPoint(e.clientX, e.clientY) : null;
    const landing = locate(target, pileIndexOf);
    // The move is made while the cards are still where they were let go, so that they
    // settle from there; a refused drop glides back.
    const moved =
      landing !== null &&
      finished.fromTop !== null &&
      drop(finished.pile, finished.fromTop, landing.pile);
    for (const card of finished.dragged) {
      card.classList.remove("dragging");
      card.style.transform = "";
    }
    if (!moved) settleBack(finished.dragged, e.clientX - finished.x, e.clientY - finished.y);
  };
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", end);
  window.addEventListener("pointercancel", end);
}
