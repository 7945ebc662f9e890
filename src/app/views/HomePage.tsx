/**
 * The home page: the games by family, each with the rule that sets it apart and the
 * player's record in it, and a search that narrows them as the player types.
 */
import { useRef, useState } from "preact/hooks";
import type { GameFamily } from "../content/families.js";
import { textOf } from "../content/index.js";
import { statsOf, winRate } from "../state/stats.js";
import { stats } from "../state/store.js";
import { DailyDeal } from "./DailyDeal.js";
import { findGames } from "./game-search.js";
import "../styles/home.css";

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

function Game({ id }: { id: string }) {
  const text = textOf(id);
  return (
    <li>
      <h3>
        <a href={`#/${id}`}>{text.title}</a>
      </h3>
      <p class="set-apart">{text.setApart}</p>
      <Record id={id} />
      <div class="game-links">
        <DailyDeal id={id} />
        <a class="rules-link" href={`#/${id}/rules`} aria-label={`${text.title}: rules`}>
          Rules
        </a>
      </div>
    </li>
  );
}

function Family({ family, games }: { family: GameFamily; games: readonly string[] }) {
  const heading = `family-${family.name.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section class="family" aria-labelledby={heading}>
      <h2 id={heading}>{family.name}</h2>
      <p class="family-shares">{family.shares}</p>
      <ul class="games">
        {games.map((id) => (
          <Game key={id} id={id} />
        ))}
      </ul>
    </section>
  );
}

/** What the search found, in words: "3 games match “king”." */
function outcome(query: string, count: number): string {
  const quoted = `“${query.trim()}”`;
  if (count === 0) return `No game matches ${quoted}.`;
  return count === 1 ? `1 game matches ${quoted}.` : `${count} games match ${quoted}.`;
}

export function HomePage() {
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const found = findGames(query);
  const count = found.reduce((sum, family) => sum + family.games.length, 0);
  const searching = query.trim() !== "";
  const clear = () => {
    setQuery("");
    input.current?.focus();
  };
  return (
    <main class="page home" id="main">
      <h1>Patience</h1>
      <p class="lead">
        Solitaire card games, free in your browser. No sign-up, nothing to install: your games and
        statistics stay on this device.
      </p>
      <search class="game-search">
        <label for="game-search">Find a game</label>
        <input
          ref={input}
          id="game-search"
          type="search"
          value={query}
          autocomplete="off"
          spellcheck={false}
          aria-describedby="game-search-hint"
          onInput={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && query !== "") {
              event.preventDefault();
              clear();
            }
          }}
        />
        <p id="game-search-hint" class="small">
          By name, family or rule: “King”, “two decks”, “free cells”…
        </p>
        <div class="search-outcome">
          <p role="status">{searching ? outcome(query, count) : ""}</p>
          {searching && count === 0 && (
            <button type="button" onClick={clear}>
              Clear the search
            </button>
          )}
        </div>
      </search>
      {found.map(({ family, games }) => (
        <Family key={family.name} family={family} games={games} />
      ))}
    </main>
  );
}
