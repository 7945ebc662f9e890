/** Sentences for the status line: what a move did, why one was refused, how a game ended. */
import {
  ALL_TABLEAU,
  cardName,
  explain,
  layoutOf,
  type Move,
  type Position,
  type Refusal,
} from "../../engine/index.js";

const KIND_WORDS = {
  stock: "Stock",
  waste: "Waste",
  cell: "Free cell",
  tableau: "Tableau",
  foundation: "Foundation",
} as const;

/** A pile's name for people: "Tableau 3" (counting from 1), "Stock". */
export function pileLabel(position: Pick<Position, "rules">, index: number): string {
  const layout = layoutOf(position.rules);
  const kind = layout.kinds[index];
  const word = KIND_WORDS[kind];
  return kind === "stock" || kind === "waste" ? word : `${word} ${layout.indexInKind[index] + 1}`;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** "the Queen of Hearts" or "the Queen of Hearts and 2 more cards". */
export function cardsName(position: Position, pile: number, count: number): string {
  const cards = position.piles[pile].cards;
  const head = cardName(cards[cards.length - count]);
  if (count === 1) return head;
  return `${head} and ${count - 1} more card${count === 2 ? "" : "s"}`;
}

/** What the player's move did, said before the move is played. */
export function describeMove(before: Position, move: Move): string {
  const layout = layoutOf(before.rules);
  if (move.to === ALL_TABLEAU) return `Dealt ${move.count} cards onto the tableau.`;
  if (layout.kinds[move.from] === "stock") {
    // Turned one after another: the last card turned, the deepest of them, ends on top.
    const stock = before.piles[move.from].cards;
    const top = cardName(stock[stock.length - move.count]);
    return move.count === 1
      ? `Turned ${top} onto the waste.`
      : `Turned ${move.count} cards onto the waste; ${top} is on top.`;
  }
  if (layout.kinds[move.to] === "stock") return "Turned the waste back over as the stock.";
  return `Moved ${cardsName(before, move.from, move.count)} from ${lower(
    pileLabel(before, move.from),
  )} to ${lower(pileLabel(before, move.to))}.`;
}

/** A move suggested to the player, said as an instruction. */
export function suggestMove(position: Position, move: Move): string {
  const layout = layoutOf(position.rules);
  if (move.to === ALL_TABLEAU) return "Deal a row from the stock.";
  if (layout.kinds[move.from] === "stock") {
    return move.count === 1
      ? "Turn the next stock card onto the waste."
      : `Turn the next ${move.count} stock cards onto the waste.`;
  }
  if (layout.kinds[move.to] === "stock") return "Turn the waste back over as the stock.";
  return `Move ${cardsName(position, move.from, move.count)} from ${lower(
    pileLabel(position, move.from),
  )} to ${lower(pileLabel(position, move.to))}.`;
}

/** A short, polite refusal in the engine's words. */
export function describeRefusal(position: Position, move: Move, refusal: Refusal): string {
  const reason = explain(position, move, refusal);
  return `Sorry, that move is not allowed: ${reason}.`;
}

export const WON_MESSAGE = "You won! Every card is on the foundations.";
export const STUCK_MESSAGE = "No moves left. Undo a move or start a new game.";

const cards = (count: number) => `${count} card${count === 1 ? "" : "s"}`;

export function autoplayNote(count: number): string {
  if (count === 0) return "";
  return ` Autoplay sent ${cards(count)} to the foundations.`;
}

/** What Finish did. */
export const finishNote = (count: number): string =>
  `Finish sent the last ${cards(count)} to the foundations.`;
