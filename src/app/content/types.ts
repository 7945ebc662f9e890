/** The words about a game: its home-page line and its rules page. */
export interface GameText {
  /** The interchange game id. */
  readonly id: string;
  /** The name as the home page shows it (interchange.md's table). */
  readonly title: string;
  /** One line for the home page. */
  readonly blurb: string;
  readonly goal: string;
  readonly howToPlay: readonly string[];
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
  /** Ids of related games. */
  readonly related: readonly string[];
}
