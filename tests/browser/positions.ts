/**
 * Positions for the browser tests, built for any game from its piles and their builds:
 * one move from a win, and stuck (no legal move left). The tests check them with the engine
 * before using them, so a wrong one fails loudly instead of testing nothing.
 */
import {
  type Card,
  cardCode,
  cardOf,
  freshDeck,
  type GameRules,
  isStuck,
  layoutOf,
  type PositionJson,
  parsePosition,
  rankOf,
  rankOn,
} from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";

const KING = 13;
const codes = (cards: readonly Card[]) => cards.map(cardCode);

function emptyJson(rules: GameRules): PositionJson {
  const layout = layoutOf(rules);
  const json: PositionJson = {
    format: 1,
    game: rules.id,
    tableau: layout.tableau.map(() => []),
    foundations: layout.foundations.map(() => []),
  };
  if (rules.base === "beak") json.base = "A";
  if (layout.cells.length > 0) json.cells = layout.cells.map(() => null);
  if (layout.stock >= 0) json.stock = [];
  if (layout.waste >= 0) json.waste = [];
  return json;
}

/**
 * The first `count` cards of each foundation, from the game's base rank as its build
 * climbs or falls, in the suit it is bound to (else suit by index): empty where only
 * completed runs arrive.
 */
function builtFoundations(rules: GameRules, count: number): Card[][] {
  const layout = layoutOf(rules);
  const base = rules.base === "beak" ? 1 : rules.base;
  return layout.foundations.map((pile, f) => {
    const build = layout.groups[pile].build;
    if (!build) return [];
    const suit = layout.suits[pile] >= 0 ? layout.suits[pile] : f % 4;
    const cards = [cardOf(base, suit)];
    while (cards.length < count) {
      cards.push(cardOf(rankOn(rankOf(cards[cards.length - 1]), build) as number, suit));
    }
    return cards;
  });
}

/** Every card home but one, which lies on tableau pile 0 (or, Spider family, completes a run). */
export function nearlyWon(rules: GameRules): PositionJson {
  const layout = layoutOf(rules);
  const json = emptyJson(rules);
  if (rules.completedRunsLeave) {
    const count = layout.foundations.length;
    const downFromKing = Array.from({ length: 13 }, (_, i) => KING - i);
    for (let f = 0; f < count - 1; f++) {
      json.foundations[f] = codes(downFromKing.map((rank) => cardOf(rank, f % 4)));
    }
    const suit = (count - 1) % 4;
    json.tableau[0] = codes(downFromKing.slice(0, 12).map((rank) => cardOf(rank, suit)));
    json.tableau[1] = [cardCode(cardOf(1, suit))];
    return json;
  }
  json.foundations = builtFoundations(rules, 13).map(codes);
  json.tableau[0] = [json.foundations[0].pop() as string];
  return json;
}

/** The piles' top cards and cells hold ranks two apart, so nothing builds on anything. */
const APART = [13, 11, 9, 7, 3];

/**
 * A position with no legal move: the first arrangement the engine confirms as stuck,
 * the foundations holding four cards each or, where a foundation's top card could then
 * come back into play, one; stock and waste empty.
 */
export function stuck(rules: GameRules): PositionJson {
  const layout = layoutOf(rules);
  for (const home of [4, 1]) {
    const json = emptyJson(rules);
    json.foundations = builtFoundations(rules, home).map(codes);
    const rest = freshDeck(rules.decks);
    for (const code of json.foundations.flat()) {
      rest.splice(
        rest.findIndex((card) => cardCode(card) === code),
        1,
      );
    }
    const needed = layout.tableau.length + layout.cells.length;
    const open = rest.filter((card) => APART.includes(rankOf(card))).slice(0, needed);
    const hidden = [...rest];
    for (const card of open) hidden.splice(hidden.indexOf(card), 1);
    for (let attempt = 0; attempt < 50; attempt++) {
      const rotated = [...hidden.slice(attempt), ...hidden.slice(0, attempt)];
      json.tableau = layout.tableau.map(() => []);
      rotated.forEach((card, i) => {
        json.tableau[i % layout.tableau.length].push(cardCode(card));
      });
      layout.tableau.forEach((_, p) => {
        json.tableau[p].push(cardCode(open[p]));
      });
      if (json.cells) json.cells = open.slice(layout.tableau.length).map(cardCode);
      const parsed = parsePosition(json, gameById);
      if (!parsed.ok) throw new Error(`${rules.id}: ${parsed.error}`);
      if (isStuck(parsed.value)) return json;
    }
  }
  throw new Error(`${rules.id}: no stuck arrangement found`);
}
