/** Refusals in the game's own words, for players and for the command line. */
import { spaceRank } from "./build.js";
import { cardName, rankName, suitName } from "./card.js";
import { layoutOf } from "./layout.js";
import { type Refusal, runRoom, turnSize } from "./legal.js";
import { ALL_TABLEAU, type Move } from "./move.js";
import type { Position } from "./position.js";
import type { Build } from "./rules.js";

const SUIT_WORDS: Record<Build["suit"], string> = {
  any: ", suit ignored",
  same: " in suit",
  alternate: " in alternating colours",
};

const describeBuild = (build: Build): string =>
  `${build.direction} by rank${SUIT_WORDS[build.suit]}${
    build.wrap ? ", King and Ace wrapping round" : ""
  }${build.aceHigh ? ", the Ace above the King" : ""}`;

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five"];
const cardsInWords = (count: number): string =>
  `${NUMBER_WORDS[count] ?? count} card${count === 1 ? "" : "s"}`;

/** A sentence telling the player why `move` is refused in `position`. */
export function explain(position: Position, move: Move, refused: Refusal): string {
  const layout = layoutOf(position.rules);
  const name = (index: number) => layout.names[index] ?? "tableau";
  const source = position.piles[move.from];
  const target = position.piles[move.to];
  const targetGroup = layout.groups[move.to];
  const head = source ? source.cards[source.cards.length - move.count] : undefined;
  const top = target ? target.cards[target.cards.length - 1] : undefined;
  switch (refused) {
    case "game-won":
      return "the game is won: no move remains";
    case "no-such-pile":
      return "this game has no such pile";
    case "same-pile":
      return "a card must move to another pile";
    case "not-from-here":
      return layout.kinds[move.from] === "foundation"
        ? "cards on the foundations never come back"
        : `cards in ${name(move.from)} cannot be moved`;
    case "not-to-there":
      if (layout.kinds[move.from] === "stock") {
        return layout.groups[move.from].sendsTo.includes("tableau")
          ? "the stock deals one card onto every tableau pile at once"
          : "the stock deals to the waste";
      }
      if (move.to === ALL_TABLEAU) return "only the stock deals onto every tableau pile at once";
      if (
        layout.kinds[move.to] === "stock" &&
        layout.groups.some((g) => g.sendsTo.includes("stock"))
      ) {
        return "only the waste goes back to the stock, turned over as a whole";
      }
      return notToThere(layout.kinds[move.from], layout.kinds[move.to] ?? "tableau");
    case "bad-count":
      return source && source.cards.length === 0
        ? `${name(move.from)} is empty`
        : `${name(move.from)} does not have ${move.count} card${move.count === 1 ? "" : "s"} to move`;
    case "face-down":
      return "face-down cards cannot be moved";
    case "one-at-a-time":
      return "only one card moves at a time";
    case "not-a-run":
      return "only cards in sequence move together";
    case "not-a-suit-run":
      return "only a run of one suit moves together; mixed suits move one card at a time";
    case "not-a-colour-run":
      return "only a run of one colour moves together; mixed colours move one card at a time";
    case "run-too-long": {
      const room = runRoom(position, layout, move.from, move.to);
      const through = layout.cells.length > 0 ? "free cells or spaces" : "spaces";
      return `a run of ${move.count} cards needs more ${through}: at most ${room} can move`;
    }
    case "cell-one-card":
      return "a free cell holds only one card";
    case "foundation-one-card":
      return "cards go to the foundations one at a time";
    case "cell-full":
      return "that free cell is already occupied";
    case "foundation-full":
      return "that foundation is complete";
    case "foundation-suit":
      return `that foundation takes only ${suitName(layout.suits[move.to])}`;
    case "runs-only":
      return "only a complete run from King to Ace goes to a foundation, and it goes by itself";
    case "space": {
      const rank = targetGroup.space ? spaceRank(targetGroup.space, position.base) : null;
      const what = targetGroup.kind === "foundation" ? "an empty foundation" : "an empty pile";
      if (rank === null) return `${what} accepts any card`;
      const article = /^[AEIOU]/.test(rankName(rank)) ? "an" : "a";
      return `${what} accepts only ${article} ${rankName(rank)}`;
    }
    case "never-filled":
      return "an empty pile is never filled";
    case "space-source":
      return `an empty pile accepts only the ${targetGroup.spaceFrom}'s top card`;
    case "build":
      return head !== undefined && top !== undefined && targetGroup.build
        ? `${cardName(head)} cannot go on ${cardName(top)}: ${
            targetGroup.kind === "foundation" ? "this foundation builds" : "this pile builds"
          } ${describeBuild(targetGroup.build)}`
        : "that card does not fit there";
    case "stock-empty":
      return "the stock is empty";
    case "turn-count": {
      const turns = layout.groups[layout.stock].turns ?? 1;
      const size = turnSize(position, layout);
      return size === turns
        ? `the stock turns ${cardsInWords(turns)} at a time onto the waste`
        : `the stock turns its last ${cardsInWords(size)} onto the waste`;
    }
    case "stock-not-empty":
      return "the waste goes back to the stock only once the stock is empty";
    case "redeal-count":
      return `the whole waste, ${cardsInWords(source.cards.length)}, turns over as the new stock`;
    case "deal-count":
      return "a deal puts one card on every tableau pile while the stock lasts";
    case "fill-spaces":
      return "every empty pile must be filled before dealing";
  }
}

function notToThere(from: string, to: string): string {
  if (from === "foundation") return "a foundation card may only go back to the tableau";
  if (to === "stock" || to === "waste") return `cards never go to the ${to}`;
  if (to === "foundation") return "no card is moved to the foundations by hand in this game";
  if (to === "cell")
    return `a card from the ${from === "cell" ? "free cells" : from} cannot go to a free cell`;
  return `a card from the ${from} cannot go to the ${to}`;
}
