/** The home page: every game with its one-line description, and the player's record in it. */
import { GAMES } from "../../games/index.js";
import { textOf } from "../content/index.js";
import { statsOf, winRate } from "../state/stats.js";
import { stats } from "../state/store.js";
import { DailyDeal } from "./DailyDeal.js";

/** "Played 12, won 3 (25%)", or nothing for a game not played yet. */
function Record({ id }: { id: string }) {
  const entry = statsOf(stats.value, id);
  const rate = winRate(entry);
  if (rate === null) return null;
  return (
    <p class="record">
      Played {entry.played}, won {entry.won} ({Math.round(rate * 100)}%)
    </p>
  );
}

export function HomePage() {
  return (
    <main class="page home" id="main">
      <h1>Patience</h1>
      <p class="lead">
        Solitaire card games, free in your browser. No sign-up, nothing to install: your games and
        statistics stay on this device.
      </p>
      <ul class="games">
        {GAMES.map((game) => {
          const text = textOf(game.id);
          return (
            <li key={game.id}>
              <h2>
                <a href={`#/${game.id}`}>{text.title}</a>
              </h2>
              <p>{text.blurb}</p>
              <Record id={game.id} />
              <DailyDeal id={game.id} />
              <a class="rules-link" href={`#/${game.id}/rules`}>
                Rules
              </a>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
