/** A game's rules in plain words, its questions and answers, and its relatives. */
import type { GameRules } from "../../engine/index.js";
import { textOf, titleOf } from "../content/index.js";
import { MEASURED_WIN_RATES } from "../content/win-rates.js";

/** MEASURED WIN RATE: shown only when docs/win-rates.md has given a figure. */
function MeasuredWinRate({ id }: { id: string }) {
  const measured = MEASURED_WIN_RATES[id];
  if (!measured) return null;
  return (
    <section class="win-rate" data-section="measured-win-rate">
      <h2>Measured win rate</h2>
      <p>
        <strong>{measured.rate}</strong> of deals can be won ({measured.method}).
      </p>
    </section>
  );
}

export function RulesPage({ rules }: { rules: GameRules }) {
  const text = textOf(rules.id);
  return (
    <main class="page rules" id="main">
      <h1>{text.title}: how to play</h1>
      <p class="lead">{text.blurb}</p>
      <p>
        <a class="play-link" href={`#/${rules.id}`}>
          Play {text.title}
        </a>
      </p>
      <section>
        <h2>Goal</h2>
        <p>{text.goal}</p>
      </section>
      <section>
        <h2>Rules</h2>
        <ul>
          {text.howToPlay.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <MeasuredWinRate id={rules.id} />
      {text.faq.length > 0 && (
        <section>
          <h2>Questions</h2>
          <dl class="faq">
            {text.faq.map((item) => (
              <div key={item.question}>
                <dt>{item.question}</dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {text.related.length > 0 && (
        <section>
          <h2>Related games</h2>
          <ul>
            {text.related.map((id) => (
              <li key={id}>
                <a href={`#/${id}/rules`}>{titleOf(id)}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
