/** Baker's Dozen and Portuguese Solitaire: thirteen open piles of four. */
import type { GameText } from "./types.js";

const THIRTEEN_PILES = "One deck, all face up, in thirteen piles of four cards, with no stock.";

const OPEN_PLAY = [
  "Build the piles downwards, one rank at a time, whatever the suit: any Nine may go on any Ten.",
  "Only the top card of a pile moves, one card per move.",
  "Foundations build up by suit from the Ace to the King; their cards stay there.",
];

export const BAKERS_DOZEN_TEXTS: readonly GameText[] = [
  {
    id: "bakers-dozen",
    title: "Baker's Dozen",
    setApart:
      "Thirteen piles of four with their Kings moved to the bottom, and an empty pile is never filled again.",
    blurb: "Thirteen open piles with their Kings at the bottom; a pile once emptied stays empty.",
    goal: "Build the four suits on their foundations, Ace up to King.",
    howToPlay: [
      THIRTEEN_PILES,
      "At the deal, every King is moved to the bottom of its pile; the other cards keep their order above it.",
      ...OPEN_PLAY,
      "An empty pile is never filled again.",
    ],
    faq: [
      {
        question: "Why are the Kings moved down?",
        answer:
          "Nothing ever goes into an empty pile, so a King lying on a lower card would bury it for good. At the bottom it covers nothing.",
      },
      {
        question: "Can a run already in order move together?",
        answer: "No. One card moves at a time, always the top card of its pile.",
      },
    ],
    related: ["portuguese-solitaire", "penelopes-web", "citadel"],
  },
  {
    id: "portuguese-solitaire",
    title: "Portuguese Solitaire",
    setApart:
      "Thirteen piles of four, the Kings left where they fall, and an empty pile takes only a King.",
    blurb:
      "Baker's Dozen's thirteen piles, the Kings left where they fall, and Kings to fill a space.",
    goal: "Build the four suits on their foundations, Ace up to King.",
    howToPlay: [
      THIRTEEN_PILES,
      "The Kings stay where the deal puts them.",
      ...OPEN_PLAY,
      "An empty pile may be filled only by a King.",
    ],
    faq: [
      {
        question: "How does it differ from Baker's Dozen?",
        answer:
          "The Kings are not moved at the deal, and an empty pile takes a King instead of staying empty: the same tightening that turns Streets and Alleys into Penelope's Web.",
      },
    ],
    related: ["bakers-dozen", "penelopes-web", "exiled-kings"],
  },
];
