import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../../games/index.js";
import { titleOf } from "./index.js";
import { HINT_WIN_RATES, MEASURED_WIN_RATES } from "./win-rates.js";

interface DocumentedRow {
  readonly game: string;
  readonly deals: string;
  readonly budget: string;
  /** As the table writes them: "8,953". */
  readonly won: string;
  readonly lost: string;
  readonly undecided: string;
}

const text = readFileSync(new URL("../../../docs/win-rates.md", import.meta.url), "utf8");

/** The cells of the first table after `heading` in docs/win-rates.md, row by row. */
function tableAfter(heading: string): string[][] {
  const lines = (text.split(heading)[1] ?? "").split("\n");
  const first = lines.findIndex((line) => line.startsWith("| "));
  const end = lines.findIndex((line, at) => at > first && !line.startsWith("| "));
  // The table's first two lines are its header and rule.
  return lines.slice(first + 2, end).map((line) =>
    line
      .split("|")
      .map((cell) => cell.trim())
      .slice(1),
  );
}

/**
 * Per game, the row the rules page shows: of the table after "## Open game", which gives
 * each game once, over the most deals measured; the rules pages show the rows of deals
 * 1-10000 and 1-1000 (not FreeCell's 1-32000, Windows FreeCell's deal numbers).
 */
function documentedRows(): DocumentedRow[] {
  return tableAfter("## Open game")
    .map(([game, deals, budget, won, lost, undecided]) => ({
      game,
      deals,
      budget,
      won,
      lost,
      undecided,
    }))
    .filter((row) => row.deals === "1-10000" || row.deals === "1-1000");
}

/** The game a row names: by its title, or the title's start ("Penguin, Tuxedo" for its variant). */
const idNamed = (name: string) =>
  GAME_IDS.find((id) => titleOf(id) === name || titleOf(id).startsWith(`${name} `));

describe("the measured win rates the rules pages show", () => {
  const rows = documentedRows();

  it("are the figures of docs/win-rates.md, game by game, over the most deals measured", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const id = idNamed(row.game);
      expect(id, row.game).toBeDefined();
      const { method } = MEASURED_WIN_RATES[id ?? ""];
      expect(method).toContain(`deals ${row.deals} with every card known`);
      expect(method).toContain(`${row.won} won, ${row.lost} proved lost`);
      if (row.undecided !== "0") {
        expect(method).toContain(`${row.undecided} not settled by the solver within ${row.budget}`);
      } else {
        expect(method).not.toContain("not settled");
      }
    }
  });

  it("come one row a game", () => {
    const games = tableAfter("## Open game").map(([game]) => game);
    expect(new Set(games).size).toBe(games.length);
  });

  it("show no game the table leaves out", () => {
    const documented = rows.map((row) => idNamed(row.game));
    expect(Object.keys(MEASURED_WIN_RATES).sort()).toEqual([...documented].sort());
  });

  it("give the rate, or its bounds where deals are undecided", () => {
    expect(MEASURED_WIN_RATES.citadel.rate).toBe("86.2 %");
    expect(MEASURED_WIN_RATES.klondike.rate).toBe("between 89.7 % and 91.6 %");
  });
});

describe("the win rates of Hint's advice the rules pages show", () => {
  const rows = tableAfter("The win rate at Hint's time").map(([game, won]) => ({ game, won }));

  it("are the figures of docs/win-rates.md, game by game", () => {
    expect(rows.length).toBeGreaterThan(0);
    const section = text.split("The win rate at Hint's time")[1] ?? "";
    const range = /deals (\d+-\d+) \(not used to tune/.exec(section.replace(/\s+/g, " "))?.[1];
    for (const row of rows) {
      const id = idNamed(row.game) ?? "";
      const hint = HINT_WIN_RATES[id];
      expect(hint, row.game).toBeDefined();
      expect(row.won).toContain(`${hint.won} of ${hint.deals} (`);
      expect(hint.range).toBe(range);
    }
    expect(Object.keys(HINT_WIN_RATES).sort()).toEqual(rows.map((row) => idNamed(row.game)).sort());
  });
});
