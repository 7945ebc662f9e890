/**
 * Positions for the browser tests, built for any game from its pile kinds: one move
 * from a win, and stuck (no legal move left). The tests check them with the engine
 * before using them, so a wrong one fails loudly instead of testing nothing.
 */
import {
  type Card,
  cardCode,
  cardOf,
  dealPosition,
  freshDeck,
  type GameRules,
  isStuck,
  layoutOf,
  type PositionJson,
  parsePosition,
  positionToText,
  rankOf,
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

/** Ranks of a foundation built from `start` in `direction`, wrapping, 13 cards. */
const climb = (start: number, direction: 1 | -1) =>
  Array.from({ length: 13 }, (_, i) => ((start - 1 + direction * i + 26) % 13) + 1);

/** Every card home but one, which lies on tableau pile 0 (or, Spider family, completes a run). */
export function nearlyWon(rules: GameRules): PositionJson {
  const layout = layoutOf(rules);
  const json = emptyJson(rules);
  if (rules.completedRunsLeave) {
    const count = layout.foundations.length;
    for (let f = 0; f < count - 1; f++) {
      json.foundations[f] = codes(climb(KING, -1).map((rank) => cardOf(rank, f % 4)));
    }
    const suit = (count - 1) % 4;
    json.tableau[0] = codes(
      climb(KING, -1)
        .slice(0, 12)
        .map((rank) => cardOf(rank, suit)),
    );
    json.tableau[1] = [cardCode(cardOf(1, suit))];
    return json;
  }
  if (layout.waste >= 0) {
    // Penta: four foundations climb from the Five, four fall from it.
    layout.foundations.forEach((_, f) => {
      const ranks = climb(5, f < 4 ? 1 : -1);
      json.foundations[f] = codes(ranks.map((rank) => cardOf(rank, f % 4)));
    });
    json.tableau[0] = [json.foundations[0].pop() as string];
    return json;
  }
  layout.foundations.forEach((_, suit) => {
    json.foundations[suit] = codes(climb(1, 1).map((rank) => cardOf(rank, suit)));
  });
  json.tableau[0] = [json.foundations[3].pop() as string];
  return json;
}

/**
 * Spider with long piles: the first pile holds its five face-down cards and fifteen
 * face-up ones (twenty in all), the fourth thirteen; the other cards as dealt.
 */
export function spiderLongPiles(): PositionJson {
  const spider = gameById("spider");
  if (!spider) throw new Error("no Spider");
  const json = JSON.parse(positionToText(dealPosition(spider, 1))) as PositionJson;
  const stock = json.stock ?? [];
  json.tableau[0].push(...stock.splice(0, 14));
  json.tableau[3].push(...stock.splice(0, 8));
  json.stock = stock;
  return json;
}

/** The piles' top cards and cells hold ranks two apart, so nothing builds on anything. */
const APART = [13, 11, 9, 7, 3];

/** A position with no legal move: the first arrangement the engine confirms as stuck. */
export function stuck(rules: GameRules): PositionJson {
  const layout = layoutOf(rules);
  const json = emptyJson(rules);
  if (layout.waste >= 0) {
    // Penta: the Fives on the foundations, a King on every pile, a Nine on the waste.
    const deck = freshDeck(rules.decks);
    const take = (rank: number, n: number) => {
      const taken: Card[] = [];
      for (let i = deck.length - 1; i >= 0 && taken.length < n; i--) {
        if (rankOf(deck[i]) === rank) taken.push(...deck.splice(i, 1));
      }
      return taken;
    };
    json.foundations = codes(take(5, 8)).map((code) => [code]);
    json.tableau = codes(take(13, 6)).map((code) => [code]);
    const nine = take(9, 1);
    json.waste = codes([...deck, ...nine]);
    return json;
  }
  const deck = freshDeck(rules.decks);
  if (!rules.completedRunsLeave) {
    // Suit foundations hold Ace to Four.
    layout.foundations.forEach((_, suit) => {
      json.foundations[suit] = codes([1, 2, 3, 4].map((rank) => cardOf(rank, suit)));
    });
  }
  const rest = [...deck];
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
  throw new Error(`${rules.id}: no stuck arrangement found`);
}

/**
 * Penguin (Tuxedo), every card home up to the Sevens. Sending the Eight of Clubs home
 * sets off autoplay for the eleven Clubs and Diamonds above it, one after another; the
 * Hearts and Spades stay, locked (each Nine lies on the other suit's Eight), so the
 * game goes on.
 */
export function cascade(): PositionJson {
  const penguin = gameById("penguin-tuxedo");
  if (!penguin) throw new Error("no Penguin");
  const json = emptyJson(penguin);
  json.foundations = json.foundations.map((_, suit) =>
    codes(
      climb(1, 1)
        .slice(0, 7)
        .map((rank) => cardOf(rank, suit)),
    ),
  );
  json.tableau[0] = ["KC", "KD", "QC", "QD", "JC", "JD", "TC", "TD", "9C", "9D", "8D"];
  json.tableau[1] = ["8C"];
  json.tableau[2] = ["8S", "9H"];
  json.tableau[3] = ["8H", "9S"];
  json.tableau[4] = ["KH", "QH", "JH", "TH", "KS", "QS", "JS", "TS"];
  return json;
}
