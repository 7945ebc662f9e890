/** A link that could not be opened: what was wrong, and a way on. */
import type { GameRules } from "../../engine/index.js";
import { titleOf } from "../content/index.js";

export function ErrorPage({ message, game }: { message: string; game: GameRules | null }) {
  return (
    <main class="page error" id="main">
      <h1>This link cannot be opened</h1>
      <p role="alert">{message}</p>
      <ul>
        <li>
          <a href="#/">Go to the home page</a>
        </li>
        {game && (
          <li>
            <a href={`#/${game.id}`}>Play {titleOf(game.id)}</a>
          </li>
        )}
      </ul>
    </main>
  );
}
