/** Penguin, in its Tuxedo and Original variants. */
import type { GameText } from "./types.js";

const PENGUIN_COMMON = [
  "The board has three rows: four foundations, one for each suit; the flipper, seven free cells that hold one card each; and the seven tableau piles.",
  "Tableau piles build downwards in suit: only the Five of Spades goes on the Six of Spades.",
  "A run of one suit in order moves as a unit, however long, and so may its lower part.",
  "Any top card may go into an empty free cell; a free cell's card may go to the tableau or its foundation.",
];

const PENGUIN_FAQ = [
  {
    question: "Do I have to drag the cards?",
    answer:
      "No. Click a card (or the first card of a run), then click where it should go. Dragging works too, and a double-click sends a card to the best place: a foundation, then the tableau, then a free cell.",
  },
  {
    question: "How many cards may move at once?",
    answer: "Any run of one suit in order, whatever the number of free cells.",
  },
];

export const PENGUIN_TEXTS: readonly GameText[] = [
  {
    id: "penguin-tuxedo",
    title: "Penguin, Tuxedo variant",
    setApart: "The foundations start from the Aces, and an empty pile takes only a King.",
    blurb: "Seven piles built down in suit, seven free cells, and only Kings to fill a space.",
    goal: "Build the four suits on their foundations, Ace up to King.",
    howToPlay: [
      "The whole deck is dealt face up: seven rows across the seven piles, then one more card to the first, fourth and seventh piles.",
      ...PENGUIN_COMMON,
      "An empty tableau pile takes only a King, or a run headed by a King.",
      "Foundations build up by suit from the Ace to the King.",
    ],
    faq: [
      ...PENGUIN_FAQ,
      {
        question: "Does a King go on an Ace here?",
        answer: "No: in the Tuxedo variant the ranks do not wrap round.",
      },
    ],
    related: ["penguin-original"],
  },
  {
    id: "penguin-original",
    title: "Penguin, Original (beak) variant",
    setApart:
      "The first card dealt, the beak, sets the rank every foundation starts from, and ranks wrap round.",
    blurb: "The first card dealt, the beak, sets where every foundation starts; ranks wrap round.",
    goal: "Build the four suits on their foundations, from the beak's rank all the way round.",
    howToPlay: [
      "The first card is the beak and lies at the bottom of the first pile. The other three cards of its rank start on their foundations; the rest are dealt into seven piles of seven.",
      ...PENGUIN_COMMON,
      "Ranks wrap round: a King of a suit may go on the Ace of that suit.",
      "An empty tableau pile takes only a card one rank below the beak (a King if the beak is an Ace), or a run headed by one.",
      "Foundations build up by suit from the beak's rank, wrapping from King to Ace. The beak's own suit waits until the beak is freed.",
    ],
    faq: [
      ...PENGUIN_FAQ,
      {
        question: "Which card fills an empty pile?",
        answer:
          "The rank just below the beak: with a Seven as beak, only a Six (or a run headed by a Six) may fill a space.",
      },
    ],
    related: ["penguin-tuxedo"],
  },
];
