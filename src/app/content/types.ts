/** The words about a game: its home-page line and its rules page. */
export interface GameText {
  /** The interchange game id. */
  readonly id: string;
  /** The name as the home page shows it (interchange.md's table). */
  readonly title: string;
  /** What sets it apart from the rest of its family, for the home page and its search. */
  readonly setApart: string;
  /** The rules page's opening line. */
  readonly blurb: string;
  readonly goal: string;
  readonly howToPlay: readonly string[];
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
  /** Ids of related games. */
  readonly related: readonly string[];
  /** Names other texts call it by, besides its title and its short title. */
  readonly alsoCalled?: readonly string[];
}
