/**
 * The open castle family: Penelope's Web, Streets and Alleys, Beleaguered Castle,
 * Citadel and Exiled Kings.
 */
import { CASTLE_GAMES } from "./families.js";
import type { GameText } from "./types.js";

const CASTLE_PLAY = [
  "All 52 cards are dealt face up into eight piles: nothing is hidden, and there is no stock.",
  "Build the piles downwards, one rank at a time, whatever the suit: any Nine may go on any Ten.",
  "Only the top card of a pile moves, one card per move, even when the cards beneath it are already in order.",
  "Each Ace you free starts its suit's foundation, which then takes the Two, the Three and so on up to the King.",
];

/** Citadel's deal, then Beleaguered Castle's play. */
const CITADEL_PLAY = [
  "The four Aces start on the foundations. The other 48 cards are dealt face up, one at a time, in six rows across eight piles.",
  "While dealing, a card that its foundation takes at that moment goes there instead, and the pile it was meant for gets nothing in that turn: piles end with six cards or fewer.",
  ...CASTLE_PLAY.slice(1, 3),
  "Each foundation takes the next card of its suit, up to the King; its cards stay there.",
];

export const CASTLE_TEXTS: readonly GameText[] = [
  {
    id: "penelopes-web",
    title: "Penelope's Web",
    setApart: "Eight piles with the Aces buried in the deal, and an empty pile takes only a King.",
    blurb:
      "Streets and Alleys with its empty piles closed to all but Kings: open, strict and very hard.",
    goal: "Move all four suits to the foundations, from Ace up to King.",
    howToPlay: [
      ...CASTLE_PLAY,
      "Four piles get seven cards and four get six; the Aces lie wherever the shuffle put them.",
      "An empty pile may be filled only by a King. Any other card is refused there.",
    ],
    faq: [
      {
        question: "How does it differ from Streets and Alleys?",
        answer:
          "In one rule only: in Streets and Alleys any card may fill an empty pile, here only a King may. That closes the family's main way out of a tight spot.",
      },
      {
        question: "Can I move a run of cards that is already in order?",
        answer: "No. One card moves at a time, always the top card of its pile.",
      },
      {
        question: "Are the Aces on the foundations at the start?",
        answer:
          "No. Unlike Beleaguered Castle, each Ace must be dug out of the tableau before its suit can begin.",
      },
      {
        question: "Is every deal winnable?",
        answer:
          "Far from it: wins are rare. As every card is visible, a lost game is a matter of planning, not luck, and the game tells you as soon as no legal move remains.",
      },
      {
        question: "Which games are its relatives?",
        answer:
          "The open castle family that descends from Beleaguered Castle: no stock, nothing hidden, one card at a time. The same tightening that closes the spaces of Streets and Alleys to all but Kings turns Citadel into Exiled Kings, and Baker's Dozen into Portuguese Solitaire.",
      },
    ],
    related: CASTLE_GAMES.filter((id) => id !== "penelopes-web"),
  },
  {
    id: "streets-and-alleys",
    title: "Streets and Alleys",
    setApart: "Eight piles with the Aces buried in the deal, and any card may fill an empty pile.",
    blurb: "Eight open piles, one card at a time, and any card may fill an empty pile.",
    goal: "Move all four suits to the foundations, from Ace up to King.",
    howToPlay: [
      ...CASTLE_PLAY,
      "Four piles get seven cards and four get six; the Aces lie wherever the shuffle put them.",
      "Any card may be moved into an empty pile.",
    ],
    faq: [
      {
        question: "How is it related to Penelope's Web?",
        answer:
          "They share the deal and the moves; Penelope's Web only lets a King fill an empty pile, which makes it much harder.",
      },
      {
        question: "Can a finished run move as a whole?",
        answer: "No: one card moves at a time.",
      },
    ],
    related: ["penelopes-web", "beleaguered-castle"],
  },
  {
    id: "beleaguered-castle",
    title: "Beleaguered Castle",
    setApart: "The Aces start on the foundations, and any card may fill an empty pile.",
    blurb: "The Aces start on the foundations; the other 48 cards lie open in eight piles.",
    goal: "Build all four foundations up from their Aces to the Kings.",
    howToPlay: [
      ...CASTLE_PLAY.slice(1, 3),
      "The four Aces start on the foundations; the other 48 cards are dealt face up into eight piles of six.",
      "Each foundation takes the next card of its suit, up to the King.",
      "Any card may be moved into an empty pile.",
    ],
    faq: [
      {
        question: "Why is it kinder than Penelope's Web?",
        answer:
          "The Aces are already home and any card may fill an empty pile, so there is much more room to manoeuvre.",
      },
    ],
    related: ["streets-and-alleys", "penelopes-web"],
  },
  {
    id: "citadel",
    title: "Citadel",
    setApart:
      "The deal sends cards to the foundations as it goes, and any card may fill an empty pile.",
    blurb: "Beleaguered Castle whose deal sends cards home as it goes.",
    goal: "Build all four foundations up from their Aces to the Kings.",
    howToPlay: [...CITADEL_PLAY, "Any card may be moved into an empty pile."],
    faq: [
      {
        question: "How does it differ from Beleaguered Castle?",
        answer:
          "Only in the deal: cards that can go home while they are dealt do so, which leaves shorter piles and often a Two or Three already home.",
      },
    ],
    related: ["exiled-kings", "beleaguered-castle", "streets-and-alleys"],
  },
  {
    id: "exiled-kings",
    title: "Exiled Kings",
    setApart:
      "The deal sends cards to the foundations as it goes, and an empty pile takes only a King.",
    blurb: "Citadel with its empty piles closed to all but Kings.",
    goal: "Build all four foundations up from their Aces to the Kings.",
    howToPlay: [...CITADEL_PLAY, "An empty pile may be filled only by a King."],
    faq: [
      {
        question: "How does it differ from Citadel?",
        answer:
          "In one rule only: an empty pile takes only a King, the same tightening that turns Streets and Alleys into Penelope's Web.",
      },
    ],
    related: ["citadel", "penelopes-web", "beleaguered-castle"],
  },
];
