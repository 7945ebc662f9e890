/** The games set aside for the game on the table (state/links.ts): return to one, or give it up. */
import { discardSetAside, returnToSetAside } from "../state/links.js";
import { describeSetAside, setAsideOf } from "../state/set-aside.js";
import { activeRules } from "../state/store.js";
import "../styles/data.css";

const when = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SetAsideGames() {
  const rules = activeRules.value;
  if (!rules) return null;
  const waiting = setAsideOf(rules);
  if (waiting.length === 0) return null;
  return (
    <section class="set-aside" aria-labelledby="set-aside-title">
      <h2 id="set-aside-title">Set-aside games</h2>
      <ul>
        {waiting.map((entry) => (
          <li key={entry.id}>
            <span id={`set-aside-${entry.id}`}>
              {describeSetAside(entry.game)}, set aside {when(entry.at)}
            </span>
            <button
              type="button"
              aria-describedby={`set-aside-${entry.id}`}
              onClick={() => returnToSetAside(rules, entry.id)}
            >
              Return to it
            </button>
            <button
              type="button"
              aria-describedby={`set-aside-${entry.id}`}
              onClick={() => discardSetAside(rules, entry.id)}
            >
              Give it up
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
