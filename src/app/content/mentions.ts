/** Where a text names another game Patience plays, so that the page can link to it. */
import { GAME_IDS } from "../../games/index.js";
import { textOf } from "./index.js";

/** A game named in a text: its id, and the words that name it. */
export interface Mention {
  readonly id: string;
  readonly name: string;
}

/** A text cut at the games it names: plain words and mentions, in order. */
export type Segment = string | Mention;

/** Every name a text may call a game by (its title and what else it is called), to its id. */
export const GAME_BY_NAME: ReadonlyMap<string, string> = new Map(
  GAME_IDS.flatMap((id) => {
    const text = textOf(id);
    return [text.title, ...(text.alsoCalled ?? [])].map((name) => [name, id] as const);
  }),
);

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Any of the names as whole words, the longest first ("Spider" never inside "Spiderette"). */
const NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...GAME_BY_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

/**
 * Cuts the texts of game `self`'s page, given in reading order, at the other games they
 * name: each game is a mention where the page first names it, plain words after that.
 */
export function mentionLinker(self: string): (text: string) => Segment[] {
  const mentioned = new Set([self]);
  return (text) => {
    const segments: Segment[] = [];
    let done = 0;
    for (const match of text.matchAll(NAMES)) {
      const id = GAME_BY_NAME.get(match[0]) as string;
      if (mentioned.has(id)) continue;
      mentioned.add(id);
      if (match.index > done) segments.push(text.slice(done, match.index));
      segments.push({ id, name: match[0] });
      done = match.index + match[0].length;
    }
    if (done < text.length) segments.push(text.slice(done));
    return segments;
  };
}
