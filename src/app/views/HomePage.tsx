/** The home page: every game with its one-line description. */
import { GAMES } from "../../games/index.js";
import { textOf } from "../content/index.js";

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
