/**
 * Fuzz of the interchange readers the command line serves (interchange.md): whatever
 * they are handed, they answer with a position or move, or with a short reason; they
 * never throw, and what they accept writes back as itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  explain,
  moveToJson,
  parseMove,
  parsePosition,
  parsePositionText,
  positionToText,
  type Result,
  samePosition,
  tryMove,
} from "../../src/engine/index.js";
import { GAMES, gameById } from "../../src/games/index.js";
import {
  anyText,
  dealtJson,
  expectShortReason,
  hugeText,
  jsonValue,
  mutatedJson,
  positionAndMove,
  positionText,
} from "./fuzz-inputs.js";

function expectReadBack<T>(result: Result<T>, writeBack: (value: T) => void): void {
  if (result.ok) writeBack(result.value);
  else expectShortReason(result.error);
}

const readPosition = (text: string) => parsePositionText(text, gameById);

describe("the position reader, fed anything", () => {
  it("reads text: a short reason, or a position that writes back as itself", () => {
    fc.assert(
      fc.property(positionText, (text) => {
        expectReadBack(readPosition(text), (position) => {
          const again = readPosition(positionToText(position));
          expect(again.ok && samePosition(again.value, position)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("reads mutated positions of every game, huge strings among them, the same way", () => {
    fc.assert(
      fc.property(mutatedJson, (value) => {
        expectReadBack(parsePosition(value, gameById), (position) => {
          expect(readPosition(positionToText(position)).ok).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("quotes a huge game id, key or card in a few dozen characters", () => {
    fc.assert(
      fc.property(
        dealtJson,
        hugeText,
        fc.constantFrom("game", "key", "card"),
        (dealt, huge, where) => {
          const json = structuredClone(dealt) as unknown as Record<string, unknown>;
          if (where === "game") json.game = huge;
          if (where === "key") json[huge] = 1;
          if (where === "card") dealt.tableau[0][0] = huge;
          const result = parsePosition(where === "card" ? dealt : json, gameById);
          expect(result.ok).toBe(false);
          if (!result.ok) expectShortReason(result.error);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("the move reader, fed anything", () => {
  it("reads any value for every game: a short reason, or a move that writes back as itself", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES),
        fc.oneof(
          jsonValue,
          positionAndMove.map((pair) => pair.move),
        ),
        (rules, value) => {
          expectReadBack(parseMove(value, rules), (move) => {
            expect(parseMove(moveToJson(rules, move), rules)).toEqual({ ok: true, value: move });
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a move it reads with a short reason, or plays it, without throwing", () => {
    fc.assert(
      fc.property(positionAndMove, ({ position: value, move: moveValue }) => {
        const position = parsePosition(value, gameById);
        if (!position.ok) return;
        const move = parseMove(moveValue, position.value.rules);
        if (!move.ok) return;
        const result = tryMove(position.value, move.value);
        if (result.ok) expect(readPosition(positionToText(result.position)).ok).toBe(true);
        else expectShortReason(explain(position.value, move.value, result.refusal));
      }),
      { numRuns: 200 },
    );
  });

  it("reads a pile name of any text as a short reason", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), fc.oneof(anyText, hugeText), (rules, name) => {
        const result = parseMove({ from: name, to: "tableau:0", count: 1 }, rules);
        if (!result.ok) expectShortReason(result.error);
      }),
      { numRuns: 100 },
    );
  });
});
