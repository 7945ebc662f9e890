/**
 * The families the home page groups the games in: what each family shares, and its games
 * in the order shown, the collection's first games leading their families.
 */

export interface GameFamily {
  /** The family's name, as the home page heads it. */
  readonly name: string;
  /** What every game of the family has in common. */
  readonly shares: string;
  /** Game ids. */
  readonly games: readonly string[];
}

/** The open castle games, Penelope's Web first; its rules page names the others. */
export const CASTLE_GAMES: readonly string[] = [
  "penelopes-web",
  "streets-and-alleys",
  "beleaguered-castle",
  "citadel",
  "exiled-kings",
  "bakers-dozen",
  "portuguese-solitaire",
];

export const FAMILIES: readonly GameFamily[] = [
  {
    name: "Castle",
    shares:
      "Every card lies face up from the start, with no stock: piles build down whatever the suit, and only one card moves at a time.",
    games: CASTLE_GAMES,
  },
  {
    name: "Penguin",
    shares:
      "One deck face up in seven piles built down in suit, seven free cells, and runs of one suit that move together.",
    games: ["penguin-tuxedo", "penguin-original"],
  },
  {
    name: "Spider",
    shares:
      "Piles build down whatever the suit, hidden cards turn up as they are freed, the stock deals a card onto every pile, and each suit leaves the table as one complete run.",
    games: ["spiderette", "will-o-the-wisp", "black-widow", "spider", "tarantula"],
  },
  {
    name: "Penta and Deuces",
    shares:
      "Two decks, one card face up on each pile, foundations begun at the deal, and a single pass through the stock, one card at a time.",
    games: ["penta", "deuces"],
  },
  {
    name: "Klondike",
    shares:
      "The solitaire everyone knows: one deck in seven piles, most cards hidden, built down in alternating colours; an empty pile takes only a King, and the waste turns back over as often as you like.",
    games: ["klondike", "klondike-3"],
  },
  {
    name: "FreeCell",
    shares:
      "One deck, every card face up in eight piles, four free cells, and piles built down in alternating colours.",
    games: ["freecell"],
  },
];
