/** A game's rules in plain words, its questions and answers, and its relatives. */
import type { GameRules } from "../../engine/index.js";
import { textOf, titleOf } from "../content/index.js";
import { mentionLinker, type Segment } from "../content/mentions.js";
import { HINT_WIN_RATES, MEASURED_WIN_RATES } from "../content/win-rates.js";

/** MEASURED WIN RATE: shown only where docs/win-rates.md has given a figure. */
function MeasuredWinRate({ id }: { id: string }) {
  const measured = MEASURED_WIN_RATES[id];
  const hint = HINT_WIN_RATES[id];
  if (!measured && !hint) return null;
  return (
    <section class="win-rate" data-section="measured-win-rate">
      <h2>Measured win rate</h2>
      {measured && (
        <p>
          <strong>{measured.rate}</strong> of deals can be won ({measured.method}).
        </p>
      )}
      {hint && (
        <p data-section="hint-win-rate">
          Following Hint's advice alone, from the deal and without undo, won{" "}
          <strong>{((100 * hint.won) / hint.deals).toFixed(1)} %</strong> of games ({hint.won} of
          the {hint.deals} deals {hint.range}). Hint sees only the cards you see and guesses at the
          rest.
        </p>
      )}
    </section>
  );
}

/** A text whose mentions of other games link to their rules. */
function Linked({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment) =>
        typeof segment === "string" ? (
          segment
        ) : (
          <a key={segment.id} href={`#/${segment.id}/rules`}>
            {segment.name}
          </a>
        ),
      )}
    </>
  );
}

export function RulesPage({ rules }: { rules: GameRules }) {
  const text = textOf(rules.id);
  // In reading order: each relative is linked where the page first names it.
  const link = mentionLinker(rules.id);
  const lead = link(text.blurb);
  const goal = link(text.goal);
  const howToPlay = text.howToPlay.map((line) => ({ line, segments: link(line) }));
  const faq = text.faq.map((item) => ({
    key: item.question,
    question: link(item.question),
    answer: link(item.answer),
  }));
  return (
    <main class="page rules" id="main">
      <h1>{text.title}: how to play</h1>
      <p class="lead">
        <Linked segments={lead} />
      </p>
      <p>
        <a class="play-link" href={`#/${rules.id}`}>
          Play {text.title}
        </a>
      </p>
      <section>
        <h2>Goal</h2>
        <p>
          <Linked segments={goal} />
        </p>
      </section>
      <section>
        <h2>Rules</h2>
        <ul>
          {howToPlay.map(({ line, segments }) => (
            <li key={line}>
              <Linked segments={segments} />
            </li>
          ))}
        </ul>
      </section>
      <MeasuredWinRate id={rules.id} />
      {faq.length > 0 && (
        <section>
          <h2>Questions</h2>
          <dl class="faq">
            {faq.map((item) => (
              <div key={item.key}>
                <dt>
                  <Linked segments={item.question} />
                </dt>
                <dd>
                  <Linked segments={item.answer} />
                </dd>
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
