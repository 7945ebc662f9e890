/** The Spider family: Spiderette, Will o' the Wisp, Black Widow, Spider and Tarantula. */
import type { GameText } from "./types.js";

const SPIDER_PLAY = [
  "Build down by rank, suit ignored: any Six may go on any Seven. Nothing goes on an Ace.",
  "When a face-down card is uncovered it turns face up.",
  "Any card, or any run that may move, can fill an empty pile.",
  "When a pile ends with all thirteen cards of one suit from King down to Ace, the run leaves for a foundation by itself.",
  "Click the stock to deal one card face up onto every pile. Fill every empty pile first, if you have the cards to do it.",
];

const ONE_SUIT_RUNS =
  "A run of one suit in order moves as a unit, and so may its lower part; mixed suits move one card at a time.";

export const SPIDER_TEXTS: readonly GameText[] = [
  {
    id: "spiderette",
    title: "Spiderette",
    setApart: "One deck dealt like Klondike, and only runs of one suit move together.",
    blurb: "Spider with one deck, dealt like Klondike into seven piles: hard and absorbing.",
    goal: "Put aside all four suits as runs from King down to Ace.",
    howToPlay: [
      "One deck. Seven piles are dealt as in Klondike: the first gets one card, the last seven, and only the top card of each is face up. The other 24 cards form the stock.",
      ...SPIDER_PLAY,
      ONE_SUIT_RUNS,
      "The stock gives three deals of seven cards; the last three cards go onto the first three piles.",
    ],
    faq: [
      {
        question: "When is the game lost?",
        answer: "When the stock is empty and no move is left.",
      },
      {
        question: "Any advice?",
        answer:
          "Build in suit whenever you can, turn up the hidden cards early, and tidy the piles before each deal from the stock.",
      },
    ],
    related: ["will-o-the-wisp", "spider", "black-widow"],
  },
  {
    id: "will-o-the-wisp",
    title: "Will o' the Wisp",
    setApart:
      "One deck dealt as seven piles of three over a bigger stock, and only runs of one suit move together.",
    blurb: "Spiderette dealt as seven piles of three: the friendlier one-deck Spider.",
    goal: "Put aside all four suits as runs from King down to Ace.",
    howToPlay: [
      "One deck. Seven piles of three cards, the lower two face down and the top one face up. The other 31 cards form the stock.",
      ...SPIDER_PLAY,
      ONE_SUIT_RUNS,
      "The stock gives four deals of seven cards and a last one of three, onto the first three piles.",
    ],
    faq: [
      {
        question: "How does it differ from Spiderette?",
        answer:
          "Only in the deal: shorter piles at the start and a bigger stock, which makes it easier.",
      },
    ],
    related: ["spiderette", "spider", "black-widow"],
  },
  {
    id: "black-widow",
    title: "Black Widow",
    setApart: "Two decks, and any run in order moves together, whatever its suits.",
    blurb: "Spider with mixed-suit runs free to move: two decks, ten piles, friendly odds.",
    goal: "Put aside eight runs from King down to Ace, one for each suit of each deck.",
    howToPlay: [
      "Two decks. Ten piles: the first four get six cards, the others five, only the top card face up. The other 50 cards form the stock.",
      ...SPIDER_PLAY,
      "Any run in descending order moves as a unit, whatever its suits, and so may its lower part.",
      "A finished run must be of one suit. Single cards never go to the foundations.",
      "The top card of a foundation may be brought back onto a pile that accepts it; that foundation then takes nothing more until it is empty again.",
    ],
    faq: [
      {
        question: "Why is it easier than Spider?",
        answer:
          "Because runs of mixed suits may move together, so sorting the suits out is far less of a struggle.",
      },
      {
        question: "Can I deal while a pile is empty?",
        answer: "No. Every pile needs at least one card before the stock deals.",
      },
      {
        question: "Is there a game between Spider and Black Widow?",
        answer:
          "Tarantula: it loosens the one-suit rule only to one colour, so a run of Spades and Clubs in order moves together, a run of Spades and Hearts does not.",
      },
    ],
    related: ["spider", "tarantula", "spiderette", "will-o-the-wisp"],
  },
  {
    id: "spider",
    title: "Spider",
    setApart: "Two decks, and only runs of one suit move together.",
    blurb: "The classic two-deck Spider: ten piles, runs of one suit, eight runs to finish.",
    goal: "Put aside eight runs from King down to Ace, each of one suit.",
    howToPlay: [
      "Two decks. Ten piles: the first four get six cards, the others five, only the top card face up. The other 50 cards form the stock.",
      ...SPIDER_PLAY,
      ONE_SUIT_RUNS,
    ],
    faq: [
      {
        question: "What is the difference from Black Widow?",
        answer:
          "In Spider only runs of one suit move together, and foundation cards never come back.",
      },
    ],
    related: ["black-widow", "spiderette", "will-o-the-wisp"],
  },
  {
    id: "tarantula",
    title: "Tarantula",
    setApart: "Two decks, and runs of one colour move together.",
    blurb: "Spider where runs of one colour move together: two decks, ten piles.",
    goal: "Put aside eight runs from King down to Ace, each of one suit.",
    howToPlay: [
      "Two decks. Ten piles: the first four get six cards, the others five, only the top card face up. The other 50 cards form the stock.",
      ...SPIDER_PLAY,
      "A run in descending order that keeps to one colour, red or black, moves as a unit whatever its suits, and so may its lower part; a run of mixed colours moves one card at a time.",
      "A finished run must be of one suit. Foundation cards never come back.",
    ],
    faq: [
      {
        question: "How does it differ from Spider and Black Widow?",
        answer:
          "It lies between them: Spider moves only runs of one suit, Black Widow any run, Tarantula runs of one colour.",
      },
    ],
    related: ["spider", "black-widow"],
  },
];
