/** FreeCell. */
import type { GameText } from "./types.js";

export const FREECELL_TEXTS: readonly GameText[] = [
  {
    id: "freecell",
    title: "FreeCell",
    setApart:
      "Any card may fill an empty pile, and a run moves only as far as the empty free cells and piles allow.",
    blurb:
      "Every card face up in eight piles, four free cells, and Windows FreeCell's deal numbers.",
    goal: "Build the four suits on their foundations, Ace up to King.",
    howToPlay: [
      "One deck, all 52 cards face up in eight piles: the first four get seven cards, the others six.",
      "Four free cells each hold one card. The top card of any pile may go into an empty free cell; a free cell's card may go onto a pile or to its foundation, but not to another free cell.",
      "Build the piles downwards in alternating colours: a red Six on a black Seven, a black Six on a red Seven. Any card may fill an empty pile.",
      "Cards move one at a time. A run that follows the build may move as a unit when it is no longer than you could move card by card through the free cells and the empty piles: one more than the empty free cells, doubled for each empty pile, not counting the empty pile the run goes into.",
      "Foundations build up by suit from the Ace to the King; their cards stay there.",
      "Deal numbers are those of Windows FreeCell, from 1 to 2147483647: game 617 here is game 617 there.",
    ],
    faq: [
      {
        question: "How many cards can I move at once?",
        answer:
          "With two empty free cells and one empty pile, a run of six onto another pile, or of three into the empty pile itself. With no free cell and no empty pile, one.",
      },
      {
        question: "Can I move part of a run?",
        answer: "Yes: any lower part of a run may move on its own, within the same limit.",
      },
      {
        question: "Is every deal winnable?",
        answer:
          "Nearly: of Windows FreeCell's deals 1 to 32000, only 11982 is known to be impossible.",
      },
    ],
    related: ["penguin-tuxedo", "klondike", "bakers-dozen"],
  },
];
