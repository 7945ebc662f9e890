/** Penta Solitaire and Deuces. */
import type { GameText } from "./types.js";

export const PENTA_TEXTS: readonly GameText[] = [
  {
    id: "penta",
    title: "Penta Solitaire",
    alsoCalled: ["Penta"],
    setApart:
      "Foundations from the Fives, four climbing and four falling; three piles build down and three up, wrapping round.",
    blurb: "Two decks, eight foundations from the Fives, three piles falling and three climbing.",
    goal: "Complete all eight foundations, thirteen cards each, starting from the Fives.",
    howToPlay: [
      "Two decks are used. The eight Fives start on the foundations, and each of the six tableau piles gets one card face up.",
      "The four foundations on the left build upwards, suit ignored: Five, Six and so on to the King, then Ace, Two, Three and Four.",
      "The four foundations on the right build downwards, suit ignored: Five, Four and so on to the Ace, then King, Queen, down to the Six.",
      "The first three tableau piles build down and the other three build up, suit ignored, and King and Ace count as neighbours both ways.",
      "Only one card moves at a time. Any card may fill an empty tableau pile; any Five may fill an empty foundation.",
      "Click the stock to turn its next card onto the waste. There is only one pass through the stock.",
      "The top card of a foundation may be brought back onto a tableau pile that accepts it.",
    ],
    faq: [
      {
        question: "Can I go through the stock again?",
        answer: "No. Each card is turned over once; plan before you turn.",
      },
      {
        question: "Why would I take a card back off a foundation?",
        answer:
          "Sometimes a foundation card is the only link that lets a tableau pile take the card you need to place. It can go back later.",
      },
      {
        question: "How much luck is involved?",
        answer:
          "Some, from the order of the stock, but skill decides most games: it is a fair fight.",
      },
      {
        question: "Are there games like it?",
        answer:
          "Deuces is of the same numbered family: its foundations start from the Twos and its piles build down in suit. And if you enjoy Penta, try Klondike, the original Solitaire.",
      },
    ],
    related: ["deuces", "klondike", "black-widow", "streets-and-alleys"],
  },
  {
    id: "deuces",
    title: "Deuces",
    setApart:
      "Foundations from the Twos; piles build down in suit with the Ace above the King, and only the waste fills an empty pile.",
    blurb: "Two decks, the Twos home from the start, the Ace above the King.",
    goal: "Build all eight foundations in suit from the Two to the Ace.",
    howToPlay: [
      "Two decks are used. The eight Twos start on the foundations, two for each suit.",
      "Each foundation builds up in its suit from the Two: Three, Four and so on to the King, then the Ace, which ranks above the King in this game.",
      "Ten tableau piles get one card each, face up. They build downwards in suit, the Ace above the King: a King may go on the Ace of its suit, and nothing goes on a Two.",
      "A run of one suit in order moves as a unit, and so may its lower part.",
      "An empty pile may be filled only with the waste's top card, not with a card from another pile.",
      "Click the stock to turn its next card onto the waste. There is only one pass through the stock.",
      "The waste's top card may go onto a pile or to a foundation. Foundation cards stay there.",
    ],
    faq: [
      {
        question: "Why does a King go on an Ace?",
        answer:
          "Because the Ace is the highest card here: the piles build down from the Ace through the King to the Three.",
      },
      {
        question: "Can I go through the stock again?",
        answer: "No. Each card is turned over once.",
      },
    ],
    related: ["penta", "klondike"],
  },
];
