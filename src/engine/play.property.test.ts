/**
 * Random play in every game, deal and moves chosen by fast-check, checking after every
 * move what must hold of any position the engine produces.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAMES, gameById } from "../games/index.js";
import { play, tryMove } from "./apply.js";
import { dealPosition, freshDeck } from "./deal.js";
import { dealNumbersOf } from "./deal-numbers.js";
import { currentPosition, record, redo, startHistory, undo } from "./history.js";
import { layoutOf } from "./layout.js";
import { refusal } from "./legal.js";
import { ALL_TABLEAU, type Move } from "./move.js";
import { legalMoves } from "./moves.js";
import { isWon, type Position, samePosition } from "./position.js";
import { parsePosition, positionToJson } from "./position-json.js";
import type { GameRules } from "./rules.js";
import { isPileShuffle, isStuck } from "./status.js";

/** Moves per run, through as many deals as random play gets stuck in. */
const MOVES_PER_RUN = 250;
const RUNS_PER_GAME = 5;

const byNumber = (a: number, b: number) => a - b;
const decksOf = (rules: GameRules) => freshDeck(rules.decks).sort(byNumber);

/** Deep-freezes piles and cards, so that a move changing its input position throws. */
function frozen(p: Position): Position {
  for (const pile of p.piles) Object.freeze(Object.freeze(pile).cards);
  Object.freeze(p.piles);
  return Object.freeze(p);
}

function expectSound(p: Position): void {
  const layout = layoutOf(p.rules);
  expect(p.piles.flatMap((pile) => pile.cards).sort(byNumber)).toEqual(decksOf(p.rules));
  // Face-down cards lie only in the tableau, below at least one face-up card.
  const facesWrong = p.piles.some((pile, index) =>
    layout.kinds[index] !== "tableau" || pile.cards.length === 0
      ? pile.down !== 0
      : pile.down < 0 || pile.down >= pile.cards.length,
  );
  expect(facesWrong).toBe(false);
  const everyCardHome = p.piles.every(
    (pile, index) => pile.cards.length === 0 || layout.kinds[index] === "foundation",
  );
  expect(isWon(p)).toBe(everyCardHome);
  const read = parsePosition(positionToJson(p), gameById);
  if (!read.ok) throw new Error(read.error);
  expect(samePosition(read.value, p)).toBe(true);
  expect(read.value).toEqual(p);
}

/** Every from x to x count a player could ask for, out-of-range counts and deals included. */
function candidates(p: Position): Move[] {
  const size = layoutOf(p.rules).size;
  const moves: Move[] = [];
  for (let from = 0; from < size; from++) {
    const most = p.piles[from].cards.length + 1;
    for (let to = ALL_TABLEAU; to < size; to++) {
      for (let count = 0; count <= most; count++) moves.push({ from, to, count });
    }
  }
  return moves;
}

/** The move goes where a listed move goes, but to another empty pile of the same group. */
function isTwin(p: Position, twin: Move, listed: Move): boolean {
  const layout = layoutOf(p.rules);
  return (
    twin.from === listed.from &&
    twin.count === listed.count &&
    twin.to >= 0 &&
    listed.to >= 0 &&
    twin.to !== listed.to &&
    layout.spaceClasses[twin.to] === layout.spaceClasses[listed.to] &&
    p.piles[twin.to].cards.length === 0 &&
    p.piles[listed.to].cards.length === 0
  );
}

/** Checks the canonical list against every candidate; returns every move the engine accepts. */
function acceptedMoves(p: Position): Move[] {
  const listed = legalMoves(p);
  const sortedWithoutDuplicates = listed.every((b, i) => {
    const a = listed[i - 1];
    return i === 0 || (a.from - b.from || a.to - b.to || a.count - b.count) < 0;
  });
  expect(sortedWithoutDuplicates).toBe(true);
  const key = (m: Move) => (m.from * 64 + m.to + 1) * 1024 + m.count;
  const listedKeys = new Set(listed.map(key));
  const accepted: Move[] = [];
  for (const candidate of candidates(p)) {
    const legal = refusal(p, candidate) === null;
    const toSpace = candidate.to >= 0 && p.piles[candidate.to].cards.length === 0;
    const expected =
      listedKeys.has(key(candidate)) ||
      (toSpace && listed.some((move) => isTwin(p, candidate, move)));
    if (legal !== expected) {
      throw new Error(
        `${p.rules.id}: ${JSON.stringify(candidate)} is ${legal ? "accepted" : "refused"} but ${
          expected ? "" : "not "
        }listed (or a twin)\n${JSON.stringify(positionToJson(p))}`,
      );
    }
    if (legal) accepted.push(candidate);
  }
  expect(accepted.length).toBeGreaterThanOrEqual(listed.length);
  expect(isStuck(p, listed)).toBe(!isWon(p) && listed.every((move) => isPileShuffle(p, move)));
  return accepted;
}

/** Plays the choices through the deals in turn, starting the next deal when one ends. */
function randomPlay(rules: GameRules, deals: readonly number[], choices: readonly number[]): void {
  let dealt = 0;
  let history = startHistory(frozen(dealPosition(rules, deals[0])));
  for (const choice of choices) {
    const p = currentPosition(history);
    expectSound(p);
    const accepted = acceptedMoves(p);
    if (accepted.length === 0) {
      dealt++;
      history = startHistory(frozen(dealPosition(rules, deals[dealt % deals.length])));
      continue;
    }
    const move = accepted[choice % accepted.length];
    const before = positionToJson(p);
    const result = tryMove(p, move);
    if (!result.ok) throw new Error(`tryMove refused ${JSON.stringify(move)}: ${result.refusal}`);
    expect(result.position).toEqual(play(p, move));
    history = record(history, move, frozen(result.position));
    const back = currentPosition(undo(history));
    expect(samePosition(back, p)).toBe(true);
    expect(positionToJson(back)).toEqual(before);
    expect(currentPosition(redo(undo(history)))).toBe(result.position);
  }
  expectSound(currentPosition(history));
}

describe("random play", () => {
  for (const rules of GAMES) {
    it(`keeps every position of ${rules.name} sound, and the move list exact`, () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.integer({ min: dealNumbersOf(rules).first, max: dealNumbersOf(rules).last }),
            { minLength: 1, maxLength: 20 },
          ),
          fc.array(fc.nat(), { minLength: MOVES_PER_RUN, maxLength: MOVES_PER_RUN }),
          (deals, choices) => randomPlay(rules, deals, choices),
        ),
        { numRuns: RUNS_PER_GAME },
      );
    });
  }
});
