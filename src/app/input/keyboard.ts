/**
 * Keyboard play on the board: arrow keys (or Tab) choose a pile, Enter or Space picks
 * cards up and puts them down, + and - change how many, D sends them to the best
 * place, Escape puts them back.
 */
import { activate, cancel, changeCount, sendBest } from "./actions.js";

function piles(from: Element): HTMLElement[] {
  const board = from.closest(".board");
  return board ? [...board.querySelectorAll<HTMLElement>("[data-pile]")] : [];
}

/** The pile in the row above or below, nearest in x. */
function verticalNeighbour(all: HTMLElement[], current: HTMLElement, down: boolean) {
  const here = current.getBoundingClientRect();
  const centre = here.left + here.width / 2;
  let best: HTMLElement | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const other of all) {
    const box = other.getBoundingClientRect();
    const rowDistance = down ? box.top - here.top : here.top - box.top;
    if (rowDistance < here.height / 4) continue;
    const score = rowDistance * 4 + Math.abs(box.left + box.width / 2 - centre);
    if (score < bestScore) {
      bestScore = score;
      best = other;
    }
  }
  return best;
}

/** `heldCount`: how many cards of this pile are picked up, if any. */
export function onPileKeyDown(event: KeyboardEvent, pile: number, heldCount: number | null): void {
  const element = event.currentTarget as HTMLElement;
  let handled = true;
  switch (event.key) {
    case "Enter":
    case " ":
      activate(pile);
      break;
    case "Escape":
      cancel();
      break;
    case "+":
    case "=":
      changeCount(1);
      break;
    case "-":
      changeCount(-1);
      break;
    case "d":
    case "D":
      sendBest(pile, heldCount ?? 1);
      break;
    case "ArrowLeft":
    case "ArrowRight": {
      const all = piles(element);
      const next = all.indexOf(element) + (event.key === "ArrowLeft" ? -1 : 1);
      all[(next + all.length) % all.length]?.focus();
      break;
    }
    case "ArrowUp":
    case "ArrowDown":
      verticalNeighbour(piles(element), element, event.key === "ArrowDown")?.focus();
      break;
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
}
