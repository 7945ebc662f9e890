/** Klondike, drawing one card or three. */
import type { GameText } from "./types.js";

const KLONDIKE_DEAL =
  "One deck. Seven piles are dealt: the first gets one card, the last seven, and only the top card of each lies face up. The other 24 cards form the stock.";

const KLONDIKE_PLAY = [
  "Build the piles downwards in alternating colours: a red Six on a black Seven, a black Six on a red Seven.",
  "Any face-up run that follows that rule moves as a unit, and so may its lower part. When a face-down card is uncovered it turns face up.",
  "An empty pile may be filled only by a King, or by a run headed by a King.",
];

const KLONDIKE_HOME = [
  "The waste's top card may go onto a pile or to its foundation.",
  "When the stock is empty, click it to turn the whole waste back over as the new stock, the first card turned coming first again. You may go through the stock as often as you like.",
  "Foundations build up by suit from the Ace to the King. The top card of a foundation may be brought back onto a pile that accepts it, a King into an empty pile.",
];

export const KLONDIKE_TEXTS: readonly GameText[] = [
  {
    id: "klondike",
    title: "Klondike (draw one)",
    alsoCalled: ["Klondike", "draw one"],
    setApart: "The stock turns one card at a time.",
    blurb:
      "The solitaire everyone knows: seven piles in alternating colours, the stock turned a card at a time.",
    goal: "Build the four suits on their foundations, Ace up to King.",
    howToPlay: [
      KLONDIKE_DEAL,
      ...KLONDIKE_PLAY,
      "Click the stock to turn its next card onto the waste.",
      ...KLONDIKE_HOME,
    ],
    faq: [
      {
        question: "How often may I go through the stock?",
        answer: "As often as you like: an empty stock is refilled by turning the waste back over.",
      },
      {
        question: "Why would I take a card back from a foundation?",
        answer:
          "To give a card of the other colour one rank lower somewhere to go, when that frees a pile or a card you need.",
      },
      {
        question: "How does it differ from draw three?",
        answer:
          "Only in the stock: here each click turns one card, so every card of the stock can be played in turn.",
      },
    ],
    related: ["klondike-3", "spiderette", "freecell"],
  },
  {
    id: "klondike-3",
    title: "Klondike (draw three)",
    alsoCalled: ["draw three"],
    setApart: "The stock turns three cards at a time, and only the last of the three is free.",
    blurb:
      "Klondike with the stock turned three cards at a time: only the last of each three is free.",
    goal: "Build the four suits on their foundations, Ace up to King.",
    howToPlay: [
      KLONDIKE_DEAL,
      ...KLONDIKE_PLAY,
      "Click the stock to turn its next three cards onto the waste, one after another (the last one or two when fewer are left). The third card turned is the waste's top card; the others wait under it.",
      ...KLONDIKE_HOME,
    ],
    faq: [
      {
        question: "Why does the same card keep turning up at the bottom of a three?",
        answer:
          "Turning the waste back over keeps its order, so the same threes come round on every pass until a card is played from the waste, which shifts the groups that follow.",
      },
      {
        question: "Is it harder than draw one?",
        answer:
          "Yes: many stock cards can only be reached by playing the cards turned over them first.",
      },
    ],
    related: ["klondike", "spiderette"],
  },
];
