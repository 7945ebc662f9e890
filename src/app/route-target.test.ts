import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { dealPosition, positionToText } from "../engine/index.js";
import { GAME_IDS, gameById } from "../games/index.js";
import { encodeBase64Url } from "./base64url.js";
import { MAX_POSITION_DATA, routeTarget } from "./route-target.js";
import { parseRoute } from "./router.js";

const target = (hash: string) => routeTarget(parseRoute(hash));
const message = (hash: string) => {
  const opened = target(hash);
  return opened.kind === "error" ? opened.message : null;
};

/** The longest message any link may give: a sentence and a short excerpt. */
const MAX_MESSAGE = 400;

describe("what a link opens", () => {
  test("games, deals, rules, the deal of the day and positions", () => {
    const penta = gameById("penta");
    expect(target("#/penta")).toEqual({ kind: "game", rules: penta });
    expect(target("#/penta/42")).toEqual({ kind: "deal", rules: penta, deal: 42 });
    expect(target("#/penta/rules")).toEqual({ kind: "rules", rules: penta });
    expect(target("#/penta/daily")).toEqual({ kind: "daily", rules: penta });
    if (!penta) throw new Error("no Penta");
    const deal = dealPosition(penta, 3);
    const opened = target(`#/position/${encodeBase64Url(positionToText(deal))}`);
    expect(opened.kind === "position" && positionToText(opened.position)).toBe(
      positionToText(deal),
    );
  });

  test.each([
    ["#/%", 'There is no game called "%" here'],
    ["#/%E0%A4%A", 'There is no game called "%E0%A4%A" here'],
    ["#/penguin-tuxedo/%", '"%" is not a deal number'],
    ["#/%ZZ/rules", 'There is no game called "%ZZ" here'],
    ["#/penta/0", '"0" is not a deal number'],
    ["#/penta/4294967296", "is not a deal number: deals run from 1 to 4294967295"],
    ["#/penta/99999999999999999999", "is not a deal number"],
    ["#/a/b/c", "does not lead to any page"],
    ["#/position/%%%", "not base64url"],
    ["#/no%0Agame", 'There is no game called "no\\ngame" here'],
  ])("%s explains itself", (hash, words) => {
    expect(message(hash)).toContain(words);
  });

  test("a huge link gets a short message", () => {
    const id = "x".repeat(1_300_000);
    for (const hash of [`#/${id}`, `#/penta/${id}`, `#/${id}/a/b`, `#/position/${id}`]) {
      const text = message(hash);
      expect(text).not.toBeNull();
      expect(text?.length).toBeLessThan(MAX_MESSAGE);
    }
    const longPosition = encodeBase64Url(`{"format":1,"game":"${"y".repeat(MAX_POSITION_DATA)}"}`);
    expect(message(`#/position/${longPosition}`)?.length).toBeLessThan(MAX_MESSAGE);
  });

  test("any address, of any characters, opens a page or explains in a short message", () => {
    const part = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(
        "%",
        "%E0%A4%A",
        "%ZZ",
        "%C3%A9",
        "rules",
        "daily",
        "position",
        "42",
        ...GAME_IDS,
      ),
      fc.string({ unit: fc.constantFrom("%", "/", "E", "0", "A", "#", "?"), maxLength: 20 }),
    );
    const hash = fc.array(part, { maxLength: 4 }).map((parts) => `#/${parts.join("/")}`);
    fc.assert(
      fc.property(fc.oneof(hash, fc.string({ unit: "binary", maxLength: 200 })), (address) => {
        const opened = target(address);
        if (opened.kind === "error") {
          expect(opened.message.length).toBeGreaterThan(10);
          expect(opened.message.length).toBeLessThan(MAX_MESSAGE);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("random data in a position link is refused with a reason, never thrown", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (value) => {
        const text = JSON.stringify(value) ?? "null";
        const opened = target(`#/position/${encodeBase64Url(text)}`);
        expect(["position", "error"]).toContain(opened.kind);
        if (opened.kind === "error") expect(opened.message.length).toBeLessThan(MAX_MESSAGE);
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const data = Buffer.from(bytes).toString("base64url");
        expect(() => target(`#/position/${data}`)).not.toThrow();
      }),
    );
  });
});
