/**
 * The fuzz suite of stored values: random bytes, random JSON and damaged saves fed to
 * every loader of what the page keeps (settings, statistics, games in progress, set-aside
 * games, winnable deals, statistics files). Each gives a value it checked, or a clear,
 * short reason; none throws.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { dealPosition, type Result } from "../../engine/index.js";
import { GAMES, gameById } from "../../games/index.js";
import { memoryStorage } from "./memory-storage.js";
import { restoreGame, saveGame } from "./saved-game.js";
import { parseSetAside } from "./set-aside.js";
import { defaultSettings, parseSettings } from "./settings.js";
import { checkStats, parseGameStats } from "./stats.js";
import { parseStatsFile } from "./stats-file.js";
import { SafeStorage } from "./storage.js";
import { parsePool } from "./winnable-pool.js";

const rules = GAMES[0];
const saved = saveGame(
  {
    deal: 5,
    firstMoveAt: null,
    counted: false,
    won: false,
    scored: true,
    assisted: false,
    daily: null,
  },
  { positions: [dealPosition(rules, 5)], steps: [], cursor: 0 },
);

const LOADERS: Record<string, (value: unknown) => Result<unknown>> = {
  settings: (value) => parseSettings(value, defaultSettings(false)),
  statistics: checkStats,
  "a game's statistics": parseGameStats,
  "saved game": (value) => restoreGame(value, gameById),
  "set-aside games": parseSetAside(rules),
  "winnable deals": (value) => parsePool(value, rules),
};

/** The longest reason a loader may give, so that a stored megabyte never comes back as a message. */
const MAX_REASON = 300;

/** JSON values, with the shapes the loaders expect among them, damaged at random. */
const storedValue = fc.oneof(
  fc.jsonValue(),
  fc.constant(saved),
  fc.array(fc.jsonValue(), { maxLength: 5 }).map((steps) => ({ ...saved, steps })),
  fc.dictionary(fc.string(), fc.jsonValue()).map((meta) => ({ ...saved, meta })),
  fc.jsonValue().map((cursor) => ({ ...saved, cursor })),
  fc.jsonValue().map((value) => [{ id: "a", at: 1, saved: value }]),
  fc.dictionary(
    fc.constantFrom("__proto__", "constructor", ...GAMES.map((g) => g.id), "x"),
    fc.jsonValue(),
  ),
  fc.array(fc.oneof(fc.integer(), fc.double(), fc.constant(1e308)), { maxLength: 30 }),
  fc.record({ ranks: fc.string(), winnableDeals: fc.array(fc.string(), { maxLength: 5 }) }),
);

describe.each(Object.entries(LOADERS))("%s", (_, parse) => {
  test("random and damaged JSON: a checked value, or a short reason", () => {
    fc.assert(
      fc.property(storedValue, (value) => {
        const result = parse(value);
        if (!result.ok) {
          expect(result.error.length).toBeGreaterThan(0);
          expect(result.error.length).toBeLessThan(MAX_REASON);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("random bytes in storage: read, or set aside with a notice; never thrown", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.uint8Array().map((b) => Buffer.from(b).toString("latin1")),
        ),
        (text) => {
          const store = memoryStorage();
          store.setItem("k", text);
          const loaded = new SafeStorage(store).load("k", parse, "thing", 7);
          if (loaded.value === null) {
            expect(loaded.problem).toContain('kept aside as "k.set-aside.7"');
            expect(store.entries.get("k.set-aside.7")).toBe(text);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("checks of stored values", () => {
  test("settings name only games that exist, each once", () => {
    const defaults = defaultSettings(false);
    expect(parseSettings({ winnableDeals: ["penta"] }, defaults).ok).toBe(true);
    expect(parseSettings({ winnableDeals: ["golf"] }, defaults).ok).toBe(false);
    expect(parseSettings({ winnableDeals: ["__proto__"] }, defaults).ok).toBe(false);
    expect(parseSettings({ winnableDeals: ["penta", "penta"] }, defaults).ok).toBe(false);
    const many = Array.from({ length: 100_000 }, (_, i) => `game-${i}`);
    const refused = parseSettings({ winnableDeals: many }, defaults);
    expect(!refused.ok && refused.error.length < MAX_REASON).toBe(true);
  });

  test("the winnable-deals pool is a short list of deal numbers", () => {
    expect(parsePool([1, 2, 3], rules)).toEqual({ ok: true, value: [1, 2, 3] });
    expect(parsePool([0], rules).ok).toBe(false);
    expect(parsePool([1e308], rules).ok).toBe(false);
    expect(parsePool(["7"], rules).ok).toBe(false);
    expect(
      parsePool(
        Array.from({ length: 100_000 }, (_, i) => i + 1),
        rules,
      ).ok,
    ).toBe(false);
  });

  test("a statistics file is checked whole: one bad record refuses it all", () => {
    const file = (games: unknown) =>
      JSON.stringify({ format: "patience-statistics", version: 1, exported: "", games });
    const good = {
      played: 3,
      won: 1,
      currentStreak: 1,
      bestStreak: 1,
      fewestMoves: 90,
      fastestMs: 60_000,
    };
    const imported = parseStatsFile(file({ penta: good, golf: good, __proto__: good }));
    expect(imported.ok && Object.keys(imported.value.stats)).toEqual(["penta"]);
    expect(imported.ok && imported.value.skippedCount).toBe(1);
    const withProto = parseStatsFile(
      `{"format":"patience-statistics","version":1,"games":{"__proto__":{}}}`,
    );
    expect(withProto.ok && withProto.value.skippedCount).toBe(1);
    expect(parseStatsFile(file({ penta: good, spider: { ...good, won: 9 } })).ok).toBe(false);
    expect(parseStatsFile(file({ penta: { ...good, played: 1e308 } })).ok).toBe(false);
    expect(parseStatsFile("not json").ok).toBe(false);
    expect(parseStatsFile(JSON.stringify({ games: {} })).ok).toBe(false);
    expect(parseStatsFile("x".repeat(2_000_000)).ok).toBe(false);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const result = parseStatsFile(text);
          if (!result.ok) expect(result.error.length).toBeLessThan(MAX_REASON);
        },
      ),
    );
  });
});
