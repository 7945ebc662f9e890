import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../../games/index.js";
import { titleOf } from "./index.js";
import { MEASURED_WIN_RATES } from "./win-rates.js";

interface DocumentedRow {
  readonly game: string;
  readonly budget: string;
  readonly won: number;
  readonly lost: number;
  readonly undecided: number;
}

/** The rows of the open-game table of docs/win-rates.md. */
function documentedRows(): DocumentedRow[] {
  const text = readFileSync(new URL("../../../docs/win-rates.md", import.meta.url), "utf8");
  const section = text.split("## Open game")[1] ?? "";
  const lines = section.split("\n");
  const first = lines.findIndex((line) => line.startsWith("| "));
  const end = lines.findIndex((line, at) => at > first && !line.startsWith("| "));
  // The table's first two lines are its header and rule.
  return lines.slice(first + 2, end).map((line) => {
    const [game, budget, won, lost, undecided] = line
      .split("|")
      .map((cell) => cell.trim())
      .slice(1);
    return { game, budget, won: Number(won), lost: Number(lost), undecided: Number(undecided) };
  });
}

/** The game a row names: by its title, or the title's start ("Penguin, Tuxedo" for its variant). */
const idNamed = (name: string) =>
  GAME_IDS.find((id) => titleOf(id) === name || titleOf(id).startsWith(`${name} `));

describe("the measured win rates the rules pages show", () => {
  const rows = documentedRows();

  it("are the figures of docs/win-rates.md, game by game", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const id = idNamed(row.game);
      expect(id, row.game).toBeDefined();
      const { method } = MEASURED_WIN_RATES[id ?? ""];
      expect(method).toContain(`${row.won} won, ${row.lost} proved lost`);
      if (row.undecided > 0) {
        expect(method).toContain(`${row.undecided} not settled by the solver within ${row.budget}`);
      } else {
        expect(method).not.toContain("not settled");
      }
    }
  });

  it("show no game the table leaves out", () => {
    const documented = rows.map((row) => idNamed(row.game));
    expect(Object.keys(MEASURED_WIN_RATES).sort()).toEqual([...documented].sort());
  });
});
