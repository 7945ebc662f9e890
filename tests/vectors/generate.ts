/**
 * Writes deals.json, the frozen starting positions that deals.test.ts checks: the
 * position JSON of a few deal numbers of every game, one position per line.
 *
 *   npx tsx tests/vectors/generate.ts
 *
 * Run it when a game is added: the games frozen before must come out unchanged (check
 * with `git diff`). Never rerun it to make deals.test.ts pass again:
 * a changed deal breaks every deal number players have shared (docs/deals.md).
 */
import { writeFileSync } from "node:fs";
import { dealPosition } from "../../src/engine/deal.js";
import { positionToText } from "../../src/engine/position-json.js";
import { GAMES } from "../../src/games/index.js";
import { vectorDeals } from "./deal-numbers.js";

const games = GAMES.map((game) => {
  const deals = vectorDeals(game).map(
    (deal) => `    "${deal}": ${positionToText(dealPosition(game, deal))}`,
  );
  return `  "${game.id}": {\n${deals.join(",\n")}\n  }`;
});
writeFileSync(new URL("deals.json", import.meta.url), `{\n${games.join(",\n")}\n}\n`);
